import { company } from 'contract/company/company';
import styles from './HelpLine.module.css';

/** How to reach a person when a guide is not enough. */
export function HelpLine() {
  return (
    <section className={styles.help} aria-labelledby="help-line-title">
      <h2 id="help-line-title" className={styles.heading}>
        Need a hand?
      </h2>
      <p>
        Call us at <a href={company.phone.href}>{company.phone.display}</a> ({company.hours.weekdays}) or email{' '}
        <a href={company.email.href}>{company.email.display}</a>. We set up your home and know its equipment.
      </p>
    </section>
  );
}
