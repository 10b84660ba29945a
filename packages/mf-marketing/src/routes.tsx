import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { GalleryFramePlaceholder } from './features/gallery/GalleryFramePlaceholder';
import { OpportunityPage } from './features/lead/OpportunityPage';
import { NewTicketPage } from './features/ticket/NewTicketPage';

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<h1>Home</h1>} />
      <Route path="serviceslist" element={<h1>Services</h1>} />
      <Route path="residentialservices" element={<h1>Residential services</h1>} />
      <Route path="commercialservices" element={<h1>Commercial services</h1>} />
      <Route path="brands" element={<h1>Brands</h1>} />
      <Route path="team" element={<h1>Our team</h1>} />
      <Route path="testimonials" element={<h1>Testimonials</h1>} />
      <Route path="gallery" element={<h1>Gallery</h1>} />
      <Route path="gallery/residentialgallerylist/:id" element={<GalleryFramePlaceholder />} />
      <Route path="support" element={<h1>Support</h1>} />
      <Route path="support/newTicket" element={<NewTicketPage />} />
      <Route path="opportunity" element={<OpportunityPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
