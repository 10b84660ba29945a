import type { Mark } from '../data/trust';
import styles from './CertificationMarks.module.css';

/**
 * The dealer and certification marks as a row of badges beside the calls to action (#43):
 * a seal, whose mark it is and the company's standing with it ("Control4 Platinum Dealer").
 * Words stand in for the makers' logo files until the company has them.
 */
export function CertificationMarks({ marks }: { marks: readonly Mark[] }) {
  return (
    <ul className={styles.marks} aria-label="Our certifications">
      {marks.map((mark) => (
        <li key={mark.name} className={styles.mark}>
          <svg className={styles.seal} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className={styles.words}>
            <span className={styles.name}>{mark.name}</span> <span className={styles.standing}>{mark.standing}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
