import { Link } from 'react-router-dom';
import { CardGrid } from 'shared-ui/kit/CardGrid';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import { REVIEW_RATING, type Review } from 'shared-ui/reviews/reviews';
import { PATHS } from '../../../paths';
import styles from './Reviews.module.css';

/**
 * Three customers in their own words, as /testimonials quotes them (shared-ui/reviews),
 * straight after the projects, as their proof (#43). Each links to the company's reviews
 * on the site the customer used. The rating they add up to is stated once on the page,
 * here beside them (#43; the second review missed it by the reviews, in the closing band).
 */
export function Reviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className={styles.reviews}>
      <h2 id="reviews-heading">What our customers say</h2>
      <p className={styles.rating}>
        <AggregateRating rating={REVIEW_RATING} />
      </p>
      <CardGrid minColumn="18rem" className={styles.grid}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewQuote review={review} />
          </li>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link to={PATHS.testimonials}>Read more reviews</Link>
      </p>
    </section>
  );
}
