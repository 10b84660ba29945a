// The honeypot of a public form (contract/schemas/botSignals): an input people never see,
// never reach with the keyboard and never have read out, which bots that fill in every
// field fill in too. Off-screen, out of the tab order and hidden from assistive
// technology; its name is not one browsers autofill, and autofill is asked to leave it.
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import styles from './HoneypotField.module.css';

export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
