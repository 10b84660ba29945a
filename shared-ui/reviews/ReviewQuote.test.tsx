import { render, screen } from '@testing-library/react';
import type { Review } from 'shared-ui/reviews/reviews';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';

const review: Review = {
  id: 'ann-milton',
  quote: 'The speakers vanished into the ceiling and the music is everywhere.',
  name: 'Ann',
  town: 'Milton',
  project: 'Whole-home audio',
  stars: 4,
  month: '2025-09',
  site: { name: 'Houzz', url: 'https://reviews.example/houzz' },
};

describe('ReviewQuote', () => {
  it('quotes the words, with the stars in words, who left it, for what, where and when', () => {
    render(<ReviewQuote review={review} />);
    const figure = screen.getByRole('figure');
    expect(screen.getByRole('blockquote')).toHaveTextContent(/^The speakers vanished into the ceiling and the music is everywhere\.$/);
    expect(figure).toHaveTextContent('★★★★☆4 out of 5 stars');
    expect(figure.querySelector('figcaption')).toHaveTextContent(/^Ann, MiltonWhole-home audioOn Houzz, September 2025$/);
    expect(screen.getByText('September 2025')).toHaveAttribute('datetime', '2025-09');
  });

  it("links to all the company's reviews on that site, in a new tab, named after the site", () => {
    render(<ReviewQuote review={review} />);
    const link = screen.getByRole('link', { name: 'See our reviews on Houzz (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://reviews.example/houzz');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves the link out where the page links to the sites once', () => {
    render(<ReviewQuote review={review} linkToSite={false} />);
    expect(screen.getByRole('figure')).toHaveTextContent(/^★★★★☆4 out of 5 starsThe speakers vanished/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
