import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PaymentsRoutes from './routes';

describe('mf-payments routes', () => {
  it.each(['/verify/nope', '/verify/checkout/nope'])('shows the not-found page for %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <PaymentsRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
