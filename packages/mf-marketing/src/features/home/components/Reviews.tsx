import { QuoteFigure } from '../../../components/QuoteFigure';
import type { Review } from '../data/reviews';
import styles from './Reviews.module.css';

/** Three customers in their own words, each linking to the page they wrote it on. */
export function Reviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className={styles.reviews}>
      <h2 id="reviews-heading">What our customers say</h2>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.author} className={styles.item}>
            <QuoteFigure quote={review.quote}>
              <figcaption className={styles.author}>{review.author}</figcaption>
            </QuoteFigure>
            <a href={review.site.url} target="_blank" rel="noopener noreferrer" className={styles.source}>
              Read {review.author.split(',')[0]}&rsquo;s review on {review.site.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
