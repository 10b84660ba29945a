import { CardGrid } from 'shared-ui/kit/CardGrid';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';
import { QuoteFigure } from '../../../common/QuoteFigure';
import type { Review } from '../data/reviews';
import styles from './Reviews.module.css';

/**
 * Three customers in their own words. Each links to the company's reviews on the site
 * the customer used, not to the quote itself, so the link names the site only.
 */
export function Reviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className={styles.reviews}>
      <h2 id="reviews-heading">What our customers say</h2>
      <CardGrid>
        {reviews.map((review) => (
          <li key={review.author} className={styles.item}>
            <QuoteFigure quote={review.quote}>
              <figcaption className={styles.author}>{review.author}</figcaption>
            </QuoteFigure>
            <ExternalLink href={review.site.url} className={styles.source}>
              See our reviews on {review.site.name}
            </ExternalLink>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
