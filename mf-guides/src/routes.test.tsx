import { screen } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import GuidesRoutes from './routes';

describe('mf-guides routes', () => {
  it.each(['/tobhomes/nope', '/gettingstarted/nope'])('shows the not-found page for %s', (path) => {
    renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
