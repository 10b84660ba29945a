import { company } from 'contract/company/company';
import styles from './PartlyLoadedNotice.module.css';

/** Beside a remote's part the server drew, when its code did not arrive (keptServerDrawn.ts). */
export function PartlyLoadedNotice() {
  return (
    <p role="status" className={styles.notice}>
      Part of this page did not finish loading. If something on it does not respond, reload the page or call us at <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}
