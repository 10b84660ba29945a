import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { NotFound } from 'shared-ui/pages/NotFound';
import { lazyPage, pageRoute, preloadRoute, type PageRoute } from 'shared-ui/routing/lazyPage';
import { routePath } from 'shared-ui/routing/remoteRoutes';
import { PATHS } from './paths';

// Every page is its own chunk, loaded the first time it is visited, or ahead of the
// first visit when the shell asks (preload, below).
const HomePage = lazyPage(() => import('./features/home/HomePage'));
const ServicesLandingPage = lazyPage(() => import('./features/services/ServicesLandingPage'));
const ResidentialServicesPage = lazyPage(() => import('./features/services/ResidentialServicesPage'));
const CommercialServicesPage = lazyPage(() => import('./features/services/CommercialServicesPage'));
const BrandsPage = lazyPage(() => import('./features/brands/BrandsPage'));
const TeamPage = lazyPage(() => import('./features/team/TeamPage'));
const TestimonialsPage = lazyPage(() => import('./features/testimonials/TestimonialsPage'));
const GalleryLandingPage = lazyPage(() => import('./features/gallery/GalleryLandingPage'));
const GalleryListPage = lazyPage(() => import('./features/gallery/GalleryListPage'));
const galleryPage = () => import('./features/gallery/GalleryPage');
const GalleryPage = lazyPage(galleryPage);
const SupportPage = lazyPage(() => import('./features/support/SupportPage'));
const NewTicketPage = lazyPage<object>(() => import('./features/ticket/NewTicketPage').then((page) => ({ default: page.NewTicketPage })));
const OpportunityPage = lazyPage<object>(() => import('./features/lead/OpportunityPage').then((page) => ({ default: page.OpportunityPage })));
const BookingPage = lazyPage<object>(() => import('./features/booking/BookingPage').then((page) => ({ default: page.BookingPage })));
const BookingConfirmedPage = lazyPage<object>(() => import('./features/booking/BookingConfirmedPage').then((page) => ({ default: page.BookingConfirmedPage })));
const ManageBookingPage = lazyPage<object>(() => import('./features/booking/ManageBookingPage').then((page) => ({ default: page.ManageBookingPage })));

const ROUTES: readonly PageRoute[] = [
  pageRoute(routePath(PATHS.home), HomePage, {}),
  pageRoute(routePath(PATHS.services), ServicesLandingPage, {}),
  pageRoute(routePath(PATHS.residentialServices), ResidentialServicesPage, {}),
  pageRoute(routePath(PATHS.commercialServices), CommercialServicesPage, {}),
  pageRoute(routePath(PATHS.brands), BrandsPage, {}),
  pageRoute(routePath(PATHS.team), TeamPage, {}),
  pageRoute(routePath(PATHS.testimonials), TestimonialsPage, {}),
  pageRoute(routePath(PATHS.galleries), GalleryLandingPage, {}),
  pageRoute(routePath(PATHS.residentialGalleries), GalleryListPage, { kind: 'residential' }),
  pageRoute(routePath(PATHS.commercialGalleries), GalleryListPage, { kind: 'commercial' }),
  pageRoute(routePath(PATHS.residentialGallery), GalleryPage, { kind: 'residential' }),
  pageRoute(routePath(PATHS.commercialGallery), GalleryPage, { kind: 'commercial' }),
  pageRoute(routePath(PATHS.support), SupportPage, {}),
  pageRoute(routePath(PATHS.newTicket), NewTicketPage, {}),
  pageRoute(routePath(PATHS.opportunity), OpportunityPage, {}),
  pageRoute(routePath(PATHS.book), BookingPage, {}),
  pageRoute(routePath(PATHS.bookConfirmed), BookingConfirmedPage, {}),
  pageRoute(routePath(PATHS.bookManage), ManageBookingPage, {}),
];

const GALLERY_PATHS = [PATHS.residentialGallery, PATHS.commercialGallery];

/**
 * The page a visitor arrives on, loaded while the shell starts (and before the build draws
 * it), with a gallery's photos, so its page starts with the viewer drawn (#42).
 */
export const preload = async (pathname: string) => {
  await preloadRoute(ROUTES, pathname);
  if (GALLERY_PATHS.some((path) => matchPath({ path, caseSensitive: false }, pathname))) await (await galleryPage()).preloadGalleryPhotos(pathname);
};

export default function MarketingRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {ROUTES.map(({ path, element }) =>
          path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />,
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
