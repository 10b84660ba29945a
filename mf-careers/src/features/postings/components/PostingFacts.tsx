import { formatBasePay, formatHours, formatPostedDate, formatSignOnBonus } from '../data/format';
import type { JobPosting } from '../data/jobPosting';
import styles from './postings.module.css';

export interface PostingFactsProps {
  posting: JobPosting;
}

/**
 * Department, that the position is open, pay, hours and the date it was first posted, as
 * a description list. The date is the spec's (May 2022) and stays, but last: the first
 * thing a candidate reads is that we are hiring now, not how old the listing is (#33).
 */
export function PostingFacts({ posting }: PostingFactsProps) {
  const bonus = formatSignOnBonus(posting);
  const facts: [string, string][] = [
    ['Department', posting.department],
    ['Status', 'Open, hiring now'],
    ['Pay', bonus ? `${formatBasePay(posting)}; ${bonus}` : formatBasePay(posting)],
    ['Hours', formatHours(posting)],
    ['First posted', formatPostedDate(posting)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
