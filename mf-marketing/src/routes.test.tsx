import { screen, waitFor } from '@testing-library/react';
import { fakeWorker } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import MarketingRoutes from './routes';

const renderAt = (path: string) => renderRoutes(<MarketingRoutes />, path, { home: false });

describe('mf-marketing routes', () => {
  it.each(['/team/nope', '/gallery/commercialgallerylist/994', '/gallery/residentialgallerylist/999', '/support/nope'])(
    'shows the not-found page for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/', 'Home theaters, smart homes and business AV since 1998', 'Audio, video, networking and automation in southern Wisconsin | Rock River Audio Video'],
    ['/serviceslist', 'Our services', 'Our services | Rock River Audio Video'],
    ['/ResidentialServices', 'Residential services', 'Residential services | Rock River Audio Video'],
    ['/CommercialServices', 'Commercial services', 'Commercial services | Rock River Audio Video'],
    ['/brands', 'Brands', 'Brands A to Z | Rock River Audio Video'],
    ['/Team', 'Our team', 'Our team | Rock River Audio Video'],
    ['/testimonials', 'Testimonials', 'Testimonials | Rock River Audio Video'],
    ['/gallery', 'Galleries', 'Galleries | Rock River Audio Video'],
    ['/gallery/residentialgallerylist', 'Residential galleries', 'Residential galleries | Rock River Audio Video'],
    ['/gallery/commercialgallerylist', 'Commercial galleries', 'Commercial galleries | Rock River Audio Video'],
    ['/gallery/commercialgallerylist/993', 'A school gymnasium in Janesville', 'Commercial-Grade Audio & Acoustic Reinforcement gallery | Rock River Audio Video'],
    ['/support', 'Support', 'Support | Rock River Audio Video'],
    ['/support/newTicket', 'Open a support ticket', 'Open a support ticket | Rock River Audio Video'],
    ['/opportunity', 'Get a quote', 'Get a quote | Rock River Audio Video'],
    ['/book', 'Book a free consultation', 'Book a free consultation | Rock River Audio Video'],
    ['/book/confirmed', 'Your consultation', 'Your consultation | Rock River Audio Video'],
    ['/book/manage', 'Your consultation', 'Your consultation | Rock River Audio Video'],
  ])('%s shows its heading and sets its title and description', async (path, heading, title) => {
    // The ticket and lead pages fetch the email configuration when they open.
    fakeWorker();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(40);
  });
});
