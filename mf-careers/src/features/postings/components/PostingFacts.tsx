import { formatBasePay, formatHours, formatPostedDate, formatSignOnBonus } from '../data/format';
import type { JobPosting } from '../data/jobPosting';
import styles from './postings.module.css';

/** Department, date, pay and hours of a posting, as a description list. */
export function PostingFacts({ posting }: { posting: JobPosting }) {
  const bonus = formatSignOnBonus(posting);
  const facts: [string, string][] = [
    ['Department', posting.department],
    ['Posted', formatPostedDate(posting)],
    ['Pay', bonus ? `${formatBasePay(posting)}; ${bonus}` : formatBasePay(posting)],
    ['Hours', formatHours(posting)],
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
