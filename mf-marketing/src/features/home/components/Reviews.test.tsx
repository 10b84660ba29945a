import { render, screen, within } from '@testing-library/react';
import { REVIEW_SITES } from '../../../common/reviewSites';
import { REVIEWS } from '../data/reviews';
import { Reviews } from './Reviews';

describe('Reviews', () => {
  it('links each quote to the company reviews on its site, named after the site and not the reviewer', () => {
    render(<Reviews reviews={REVIEWS} />);
    const links = within(screen.getByRole('region', { name: 'What our customers say' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'See our reviews on Houzz (opens in a new tab)',
      'See our reviews on Google (opens in a new tab)',
      'See our reviews on Facebook (opens in a new tab)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      REVIEW_SITES.Houzz.url,
      REVIEW_SITES.Google.url,
      REVIEW_SITES.Facebook.url,
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
