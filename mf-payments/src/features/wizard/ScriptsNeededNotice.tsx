// Paying by card runs the card processor's scripts in the page, so without scripts the
// wizard cannot work: the page says so, with the phone number to pay by. Shown by the
// browser itself when scripts are off (<noscript>), and by the page's CSS when they
// failed to load (the early-capture script marks <html data-scripts="failed">).
import { company } from 'contract/company/company';
import styles from './ScriptsNeededNotice.module.css';

export const SCRIPTS_NEEDED_TEXT = 'Paying online needs our card processor’s scripts, which are not running in your browser. To pay by card, call us at';

function Notice({ className }: { className: string | undefined }) {
  return (
    <p className={className}>
      {SCRIPTS_NEEDED_TEXT} <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}

export function ScriptsNeededNotice() {
  return (
    <>
      <noscript>
        <Notice className={styles.notice} />
      </noscript>
      <Notice className={`${styles.notice} ${styles.whenScriptsFailed}`} />
    </>
  );
}
