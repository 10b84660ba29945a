import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';

describe('the footer', () => {
  it("shows the spec's office hours", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const hours = screen.getByRole('region', { name: 'Office hours' });
    expect(hours.querySelector('p')?.innerHTML).toBe('8:00a-4:00p Monday to Friday<br>Weekends by appointment');
  });
});
