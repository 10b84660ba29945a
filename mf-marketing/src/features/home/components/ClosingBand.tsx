import { company } from 'contract/company/company';
import { buttonClassName } from 'shared-ui/kit/Button';
import { Column } from 'shared-ui/kit/Column';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import { REVIEW_RATING } from 'shared-ui/reviews/reviews';
import { PATHS } from '../../../paths';
import styles from './ClosingBand.module.css';

/** The home page's last word: the quote and the call again, with the rating beside them (#33). */
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
        <div className={styles.actions}>
          <LinkButton to={PATHS.opportunity} variant="accent">
            Get a quote
          </LinkButton>
          <a href={company.phone.href} className={buttonClassName('ghost')}>
            Call {company.phone.display}
          </a>
        </div>
      </Column>
    </section>
  );
}
