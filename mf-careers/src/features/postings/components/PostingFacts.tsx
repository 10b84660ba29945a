import { cx } from 'shared-ui/kit/cx';
import { formatBasePay, formatHours, formatPostedDate, formatSignOnBonus } from '../data/format';
import type { JobPosting } from '../data/jobPosting';
import styles from './postings.module.css';

export interface PostingFactsProps {
  posting: JobPosting;
  /** Pay and hours only, for a summary of the position. */
  brief?: boolean;
}

/** Department, date, pay and hours of a posting, as a description list. */
export function PostingFacts({ posting, brief = false }: PostingFactsProps) {
  const bonus = formatSignOnBonus(posting);
  const payAndHours: [string, string][] = [
    ['Pay', bonus ? `${formatBasePay(posting)}; ${bonus}` : formatBasePay(posting)],
    ['Hours', formatHours(posting)],
  ];
  const facts: [string, string][] = brief
    ? payAndHours
    : [['Department', posting.department], ['Posted', formatPostedDate(posting)], ...payAndHours];
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
