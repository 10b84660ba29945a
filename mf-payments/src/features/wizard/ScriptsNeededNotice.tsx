// Paying by card runs the card processor's scripts in the page, so without scripts the
// wizard cannot work: the page says so, with the phone number to pay by. One notice,
// shown by the page's CSS alone: where scripts are off (the `scripting: none` media
// feature, which Chromium also honours where <noscript> content is left unparsed) and
// where they failed to load (the shell marks <html data-scripts="failed">: takeOverPage.ts).
import { company } from 'contract/company/company';
import styles from './ScriptsNeededNotice.module.css';

export const SCRIPTS_NEEDED_TEXT = 'Paying online needs our card processor’s scripts, which are not running in your browser. To pay by card, call us at';

export function ScriptsNeededNotice() {
  return (
    <p className={styles.notice}>
      {SCRIPTS_NEEDED_TEXT} <a href={company.phone.href}>{company.phone.display}</a>.
    </p>
  );
}
