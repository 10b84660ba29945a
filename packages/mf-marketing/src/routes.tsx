import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { NotFound } from 'shared-ui/pages/NotFound';

// Every page is its own chunk, loaded the first time it is visited.
const HomePage = lazy(() => import('./features/home/HomePage'));
const ServicesLandingPage = lazy(() => import('./features/services/ServicesLandingPage'));
const ResidentialServicesPage = lazy(() => import('./features/services/ResidentialServicesPage'));
const CommercialServicesPage = lazy(() => import('./features/services/CommercialServicesPage'));
const BrandsPage = lazy(() => import('./features/brands/BrandsPage'));
const TeamPage = lazy(() => import('./features/team/TeamPage'));
const TestimonialsPage = lazy(() => import('./features/testimonials/TestimonialsPage'));
const GalleryLandingPage = lazy(() => import('./features/gallery/GalleryLandingPage'));
const GalleryListPage = lazy(() => import('./features/gallery/GalleryListPage'));
const GalleryFrame = lazy(() => import('./features/gallery/GalleryFrame'));
const SupportPage = lazy(() => import('./features/support/SupportPage'));
const NewTicketPage = lazy(() =>
  import('./features/ticket/NewTicketPage').then((page) => ({ default: page.NewTicketPage })),
);
const OpportunityPage = lazy(() =>
  import('./features/lead/OpportunityPage').then((page) => ({ default: page.OpportunityPage })),
);

export default function MarketingRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="serviceslist" element={<ServicesLandingPage />} />
        <Route path="residentialservices" element={<ResidentialServicesPage />} />
        <Route path="commercialservices" element={<CommercialServicesPage />} />
        <Route path="brands" element={<BrandsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="testimonials" element={<TestimonialsPage />} />
        <Route path="gallery" element={<GalleryLandingPage />} />
        <Route path="gallery/residentialgallerylist" element={<GalleryListPage kind="residential" />} />
        <Route path="gallery/commercialgallerylist" element={<GalleryListPage kind="commercial" />} />
        <Route path="gallery/residentialgallerylist/:id" element={<GalleryFrame kind="residential" />} />
        <Route path="gallery/commercialgallerylist/:id" element={<GalleryFrame kind="commercial" />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="support/newTicket" element={<NewTicketPage />} />
        <Route path="opportunity" element={<OpportunityPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
