import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import StaffhubRoutes from './routes';

describe('mf-staffhub routes', () => {
  it.each(['/verify/trust/nope', '/kh/suggestion/nope'])('shows the not-found page for %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <StaffhubRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
