import { screen } from '@testing-library/react';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from './routes';

describe('mf-staffhub routes', () => {
  it.each(['/verify/trust/nope', '/kh/suggestion/nope'])('shows the not-found page for %s', (path) => {
    renderRoutes(<StaffhubRoutes />, path);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
