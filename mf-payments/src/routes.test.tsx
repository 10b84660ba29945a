import { screen } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from './routes';

const renderAt = (path: string) => renderRoutes(<PaymentsRoutes />, path);

describe('mf-payments routes', () => {
  beforeEach(() => {
    // The pages ask the worker for their configuration; these tests only look at the pages.
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
  });

  it.each([
    ['/verify', 'Pay Online'],
    ['/Verify', 'Pay Online'],
    ['/verify/help', 'Help with a payment'],
    ['/verify/checkout', 'Checkout'],
  ])('shows %s with its h1 and its own document title', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Rock River Audio Video`);
  });

  it.each(['/verify/nope', '/verify/checkout/nope'])('shows the not-found page for %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
