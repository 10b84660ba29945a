import type { AggregateRatingData } from 'shared-ui/reviews/reviews';
import { starsText } from 'shared-ui/reviews/stars';
import styles from './AggregateRating.module.css';

/**
 * The company's rating and how many reviews it rests on, "★★★★★ 4.9 out of 5 from 127
 * Google reviews", inline, to sit beside a call to action. The stars are decoration: the
 * words say it. On a dark band, set --review-star to a colour that reads on it.
 */
export function AggregateRating({ rating, className }: { rating: AggregateRatingData; className?: string }) {
  return (
    <span className={className}>
      <span className={styles.stars} aria-hidden="true">
        {starsText(Math.round(rating.stars))}
      </span>{' '}
      <strong>{rating.stars.toFixed(1)} out of 5</strong> from {rating.count} {rating.site.name} reviews
    </span>
  );
}
