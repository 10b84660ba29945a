import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Trust } from '../data/trust';
import { HomeHero } from './HomeHero';

const trust: Trust = {
  rating: { stars: 4.8, count: 52, site: { name: 'Google', url: 'https://reviews.example/' } },
  marks: ['Control4 Platinum Dealer', 'CEDIA member'],
  towns: ['Janesville', 'Beloit', 'Madison'],
};

const renderHero = () =>
  render(
    <MemoryRouter>
      <HomeHero trust={trust} />
    </MemoryRouter>,
  );

describe("the home page's first screen", () => {
  it('says what the company does and where, and offers a quote and a call', () => {
    renderHero();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Audio, video, lighting and networks for homes and businesses in southern Wisconsin since 1998',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/opportunity');
    expect(screen.getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  });

  it('shows the rating and its count, the marks and the towns served beside them', () => {
    renderHero();
    const strip = screen.getByRole('list', { name: 'Why customers choose us' });
    expect(within(strip).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '★★★★★ 4.8 out of 5 from 52 Google reviews',
      'Control4 Platinum Dealer · CEDIA member',
      'Serving Janesville, Beloit and Madison',
    ]);
  });

  it('keeps a place for the photo, described for those who cannot see it', () => {
    renderHero();
    expect(screen.getByRole('img', { name: /^Covered patio at dusk/ })).toBeInTheDocument();
  });
});
