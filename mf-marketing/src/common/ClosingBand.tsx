import { Column } from 'shared-ui/kit/Column';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { REVIEW_RATING } from 'shared-ui/reviews/reviews';
import { QuoteAndCall } from './QuoteAndCall';
import styles from './ClosingBand.module.css';

export const CLOSING_HEADING = 'Ready to plan your project?';
export const CLOSING_TEXT = 'Tell us what you have in mind, and a designer will call you back, usually the same business day.';

export interface ClosingBandProps {
  /** A page's own words for the invitation; the look, the calls and the rating stay the band's. */
  heading?: string;
  text?: string;
  /** Beside the calls, unless the page states it already (/testimonials under its heading, the home page beside its reviews): the rating is said once a page. */
  withRating?: boolean;
}

/**
 * Every marketing and gallery page's last word (#33, #43): the quote and the call, with
 * the rating beside them, full width above the footer. One a page: its heading's id is fixed.
 */
export function ClosingBand({ heading = CLOSING_HEADING, text = CLOSING_TEXT, withRating = true }: ClosingBandProps) {
  return (
    <section aria-labelledby="closing-heading" className={styles.band}>
      <Column className={styles.layout}>
        <div>
          <h2 id="closing-heading" className={styles.title}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
          {withRating && (
            <p className={styles.rating}>
              <AggregateRating rating={REVIEW_RATING} />
            </p>
          )}
        </div>
        <QuoteAndCall className={styles.actions} />
      </Column>
    </section>
  );
}
