import { cx } from 'shared-ui/kit/cx';
import { formatBasePay, formatHours, formatPostedDate, formatSignOnBonus } from '../data/format';
import type { JobPosting } from '../data/jobPosting';
import styles from './postings.module.css';

export interface PostingFactsProps {
  posting: JobPosting;
  /** Pay and hours only, for a summary of the position. */
  brief?: boolean;
}

/**
 * Department, that the position is open, pay, hours and the date it was first posted, as
 * a description list. The date is the spec's (May 2022) and stays, but last: the first
 * thing a candidate reads is that we are hiring now, not how old the listing is (#33).
 */
export function PostingFacts({ posting, brief = false }: PostingFactsProps) {
  const bonus = formatSignOnBonus(posting);
  const payAndHours: [string, string][] = [
    ['Pay', bonus ? `${formatBasePay(posting)}; ${bonus}` : formatBasePay(posting)],
    ['Hours', formatHours(posting)],
  ];
  const facts: [string, string][] = brief
    ? payAndHours
    : [['Department', posting.department], ['Status', 'Open, hiring now'], ...payAndHours, ['First posted', formatPostedDate(posting)]];
  return (
    <dl className={cx(styles.facts, brief && styles.brief)}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
