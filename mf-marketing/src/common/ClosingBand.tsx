import { Column } from 'shared-ui/kit/Column';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { REVIEW_RATING } from 'shared-ui/reviews/reviews';
import { QuoteAndCall } from './QuoteAndCall';
import styles from './ClosingBand.module.css';

/** A marketing or gallery page's last word: the quote and the call, with the rating beside them (#33, #43). */
export function ClosingBand() {
  return (
    <section aria-labelledby="closing-heading" className={styles.band}>
      <Column className={styles.layout}>
        <div>
          <h2 id="closing-heading" className={styles.title}>
            Ready to plan your project?
          </h2>
          <p className={styles.text}>Tell us what you have in mind, and a designer will call you back, usually the same business day.</p>
          <p className={styles.rating}>
            <AggregateRating rating={REVIEW_RATING} />
          </p>
        </div>
        <QuoteAndCall className={styles.actions} />
      </Column>
    </section>
  );
}
