import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { REVIEW_SITES } from 'shared-ui/reviews/reviewSites';
import { HOME_REVIEWS } from '../data/reviews';
import { Reviews } from './Reviews';

const renderReviews = () =>
  render(
    <MemoryRouter>
      <Reviews reviews={HOME_REVIEWS} />
    </MemoryRouter>,
  );

describe('Reviews', () => {
  it('quotes three customers, each linking to the company reviews on its site, named after the site and not the reviewer', () => {
    renderReviews();
    const region = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(region).getAllByRole('blockquote')).toHaveLength(3);
    const links = within(region).getAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'See our reviews on Houzz (opens in a new tab)',
      'See our reviews on Google (opens in a new tab)',
      'See our reviews on Facebook (opens in a new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([REVIEW_SITES.Houzz.url, REVIEW_SITES.Google.url, REVIEW_SITES.Facebook.url]);
  });

  it('leads to the rest of them, and states the rating they add up to under its heading', () => {
    renderReviews();
    const region = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(region).getByRole('link', { name: 'Read more reviews' })).toHaveAttribute('href', '/testimonials');
    expect(within(region).getByRole('heading', { level: 2 }).nextElementSibling).toHaveTextContent('4.9 out of 5 from 127 Google reviews');
  });
});
