import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { REVIEWS } from 'shared-ui/reviews/reviews';
import { PROJECTS } from '../gallery/data/projects';
import TestimonialsPage from './TestimonialsPage';

const renderPage = () =>
  render(
    <MemoryRouter>
      <TestimonialsPage />
    </MemoryRouter>,
  );

describe('TestimonialsPage', () => {
  it('quotes every review of the one source, each with its stars', () => {
    renderPage();
    const quotes = screen.getAllByRole('blockquote').map((quote) => quote.textContent);
    expect(quotes).toEqual(REVIEWS.map((review) => review.quote));
    expect(screen.getAllByText(/^\d out of 5 stars$/)).toHaveLength(REVIEWS.length);
  });

  it('links each review a gallery project describes to that project, outside the quote, which links nowhere', () => {
    renderPage();
    const projects = Object.entries(PROJECTS).filter(([, project]) => project.reviewId);
    expect(projects.length).toBeGreaterThan(0);
    for (const [id, project] of projects) {
      const link = screen.getByRole('link', { name: `See the project: ${project.name}` });
      const kind = project.service.path.startsWith('/residentialservices#') ? 'residential' : 'commercial';
      expect(link).toHaveAttribute('href', `/gallery/${kind}gallerylist/${id}`);
      // In the card of the review the project names.
      const card = link.closest('li')!;
      const review = REVIEWS.find((candidate) => candidate.id === project.reviewId)!;
      expect(within(card).getByRole('blockquote')).toHaveTextContent(review.quote);
    }
    expect(screen.getByRole('link', { name: 'See the project: A basement theater in Janesville' })).toHaveAttribute('href', '/gallery/residentialgallerylist/991');
    for (const figure of screen.getAllByRole('figure')) expect(within(figure).queryAllByRole('link')).toHaveLength(0);
  });

  it('states the rating under the heading with the one link to the reviews, and invites a review on each site', () => {
    renderPage();
    // Under the heading, and only there: the rating is said once a page (#43), so the closing band leaves it out.
    const rating = screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes('out of 5 from'));
    expect(rating).toHaveTextContent(/^★★★★★ 4\.9 out of 5 from 127 Google reviews\. See our reviews on Google \(opens in a new tab\)$/);
    expect(screen.getAllByRole('link', { name: /^See our reviews on / })).toEqual([within(rating).getByRole('link')]);
    const invitation = screen.getByRole('region', { name: 'Worked with us?' });
    expect(within(invitation).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Review us on Google (opens in a new tab)',
      'Review us on Facebook (opens in a new tab)',
      'Review us on Houzz (opens in a new tab)',
    ]);
    for (const link of within(invitation).getAllByRole('link')) expect(link).toHaveClass('button', 'secondary');
  });

  it('ends on the closing band, in its own words: the quote amber, the call an outline', () => {
    renderPage();
    const band = screen.getByRole('region', { name: 'Planning a project of your own?' });
    expect(within(band).getByRole('link', { name: 'Get a quote' })).toHaveClass('button', 'accent');
    expect(within(band).getByRole('link', { name: 'Call (608) 555-0142' })).toHaveClass('button', 'secondary');
  });
});
