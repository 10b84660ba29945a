import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';

describe('the not-found page', () => {
  it("says the spec's words with its link home, then offers the main destinations and the phone", () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const suggested = within(screen.getByRole('navigation', { name: 'Suggested pages' })).getAllByRole('link');
    expect(suggested.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/serviceslist'],
      ['Galleries', '/gallery'],
      ['Get a quote', '/opportunity'],
      ['Support', '/support'],
      ['Pay Online', '/verify'],
      ['Careers', '/apply'],
    ]);
    expect(screen.getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  });
});
