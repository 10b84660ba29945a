import { company } from 'contract/company/company';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { formatBasePay, formatHours, formatSignOnBonus } from '../data/format';
import type { JobPosting } from '../data/jobPosting';
import styles from './positionList.module.css';

/** Where every position is based: the office the crews leave from (as the JSON-LD's jobLocation has it). */
const PLACE = `${company.address.city}, ${company.address.region}`;

export interface PositionListProps {
  postings: readonly JobPosting[];
  /** Where a posting's Apply Now leads, as the page listing them writes it. */
  applyTo: (posting: JobPosting) => string;
}

/**
 * The open positions in brief, a row each: title, place, pay and hours, and Apply Now.
 * Careers points to them this way; Open positions has the full cards (#33).
 */
export function PositionList({ postings, applyTo }: PositionListProps) {
  return (
    <ul className={styles.list}>
      {postings.map((posting) => {
        const titleId = `position-${posting.id}-title`;
        const bonus = formatSignOnBonus(posting);
        return (
          <li key={posting.id} className={styles.row}>
            <div className={styles.about}>
              <h3 id={titleId} className={styles.title}>
                {posting.title}
              </h3>
              <p className={styles.facts}>
                <span>{PLACE}</span>
                <span>{bonus ? `${formatBasePay(posting)}; ${bonus}` : formatBasePay(posting)}</span>
                <span>{formatHours(posting)}</span>
              </p>
            </div>
            <LinkButton to={applyTo(posting)} aria-describedby={titleId} className={styles.apply}>
              Apply Now
            </LinkButton>
          </li>
        );
      })}
    </ul>
  );
}
