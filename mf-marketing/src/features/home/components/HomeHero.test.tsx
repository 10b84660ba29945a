import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Trust } from '../data/trust';
import { HomeHero } from './HomeHero';

const trust: Trust = {
  marks: [
    { name: 'Control4', standing: 'Platinum Dealer' },
    { name: 'CEDIA', standing: 'Member' },
  ],
  towns: ['Janesville', 'Beloit', 'Madison'],
};

const renderHero = () =>
  render(
    <MemoryRouter>
      <HomeHero trust={trust} />
    </MemoryRouter>,
  );

describe("the home page's first screen", () => {
  it('sells the big job in a few words, and offers a quote and a call', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Home theaters, smart homes and business AV since 1998' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/opportunity');
    expect(screen.getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  });

  it('tells a business owner, in a sentence, what we equip for a business and where to read more', () => {
    renderHero();
    expect(screen.getByText(/^For a business, we equip/)).toHaveTextContent('For a business, we equip conference rooms, restaurants, churches and venues.');
    expect(screen.getByRole('link', { name: 'conference rooms, restaurants, churches and venues' })).toHaveAttribute('href', '/commercialservices');
  });

  it('shows the certifications as a row of marks, and the towns and hours below them, but not the rating the closing band states', () => {
    renderHero();
    const marks = screen.getByRole('list', { name: 'Our certifications' });
    expect(within(marks).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Control4 Platinum Dealer', 'CEDIA Member']);
    expect(screen.getByText('Serving Janesville, Beloit and Madison. Office open Monday to Friday, 8:00a-4:00p. Weekends by appointment.')).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });

  it("leads with our basement theater, described, loaded first, and linked to its project's page", () => {
    renderHero();
    const photo = screen.getByRole('img', { name: /^Dedicated home theater with a star ceiling/ });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: 'A basement theater in Janesville' })).toHaveAttribute('href', '/gallery/residentialgallerylist/991');
  });

  it('offers, below the calls, a plain link to book a free consultation (#46)', () => {
    renderHero();
    const link = screen.getByRole('link', { name: 'Book a free consultation' });
    expect(link).toHaveAttribute('href', '/book');
    expect(link).not.toHaveClass('button');
  });
});
