import { render } from '@testing-library/react';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';

describe('AggregateRating', () => {
  it('says the rating to one decimal and the count it rests on, the stars rounded to the nearest whole', () => {
    const { container } = render(<AggregateRating rating={{ stars: 4.6, count: 58, site: { name: 'Google', url: 'https://reviews.example/' } }} />);
    expect(container).toHaveTextContent(/^★★★★★ 4\.6 out of 5 from 58 Google reviews$/);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^★★★★★$/);
  });

  it('shows four filled stars for a rating that rounds to four', () => {
    const { container } = render(<AggregateRating rating={{ stars: 4.4, count: 9, site: { name: 'Houzz', url: 'https://reviews.example/' } }} />);
    expect(container).toHaveTextContent(/^★★★★☆ 4\.4 out of 5 from 9 Houzz reviews$/);
  });
});
