import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import GalleryListPage from './GalleryListPage';

describe('GalleryListPage', () => {
  it("fetches the lead gallery's photo first, with the page (it is in the first screen at every width), and the others as they near the screen", () => {
    render(
      <MemoryRouter>
        <GalleryListPage kind="residential" />
      </MemoryRouter>,
    );
    const [lead, ...rest] = screen.getAllByRole('img');
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(0);
    for (const photo of rest) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });
});
