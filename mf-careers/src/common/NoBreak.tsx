import type { ReactNode } from 'react';
import { company } from 'contract/company/company';
import styles from './noBreak.module.css';

/** Text that stays on one line, such as a phone number written out. */
export function NoBreak({ children }: { children: ReactNode }) {
  return <span className={styles.noBreak}>{children}</span>;
}

/** The office phone, as a link that calls it, on one line. */
export function PhoneLink() {
  return (
    <a href={company.phone.href} className={styles.noBreak}>
      {company.phone.display}
    </a>
  );
}
