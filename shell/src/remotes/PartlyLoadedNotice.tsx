import { company } from 'contract/company/company';
import { PARTLY_LOADED } from './partlyLoaded';
import styles from './PartlyLoadedNotice.module.css';

/** Beside a remote's part the server drew, when its code did not arrive (keptServerDrawn.ts; on a page sent without the app, islands/partlyLoadedIsland.ts). */
export function PartlyLoadedNotice() {
  return (
    <p role="status" className={styles.notice}>
      {PARTLY_LOADED} <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}
