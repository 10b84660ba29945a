import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GuidesRoutes from './routes';

describe('mf-guides routes', () => {
  it.each(['/tobhomes/nope', '/gettingstarted/nope'])('shows the not-found page for %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <GuidesRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
