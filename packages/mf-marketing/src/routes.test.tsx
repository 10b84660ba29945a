import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingRoutes from './routes';

describe('mf-marketing routes', () => {
  it.each(['/team/nope', '/gallery/commercialgallerylist/994'])('shows the not-found page for %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
