import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CareersRoutes from './routes';

describe('mf-careers routes', () => {
  it.each(['/apply/nope', '/apply/positions/3'])('shows the not-found page for %s', (path) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <CareersRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
