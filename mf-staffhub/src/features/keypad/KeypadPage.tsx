// /verify/trust: the staff passcode keypad.
import { useRef } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { PageWithSide } from 'shared-ui/kit/PageWithSide';
import { SidePanel, SideSection } from 'shared-ui/kit/SidePanel';
import { Spinner } from 'shared-ui/kit/Spinner';
import { ScriptsNeededNotice } from 'shared-ui/kit/ScriptsNeededNotice';
import { PASSCODE_MAX_DIGITS } from 'contract/data/passcode';
import { useKeypadKeys } from './useKeypadKeys';
import { usePasscodeEntry } from './usePasscodeEntry';
import styles from './KeypadPage.module.css';
import { PAY_ONLINE_PATH } from '../../paths';

/**
 * Beside the keypad, for the customer who reached it by mistake (the payment pages'
 * guard sends visitors here): the way to Pay Online and the office's phone (#33: an aside
 * that helps, not a white band).
 */
const notStaff = (
  <SidePanel
    label="Not on our staff?"
    summary={
      <SideSection id="side-not-staff" title="Here to pay an invoice?">
        <p className={styles.sideText}>This page is for our staff. Customers pay their invoices on Pay Online.</p>
        <LinkButton to={PAY_ONLINE_PATH} variant="secondary">
          Go to Pay Online
        </LinkButton>
      </SideSection>
    }
  />
);

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export interface KeypadPageProps {
  /** Called once a correct code is stored, before the staff area opens. */
  onUnlock?: () => void;
}

export function KeypadPage({ onUnlock }: KeypadPageProps) {
  const { digits, status, press, backspace, clear, submit } = usePasscodeEntry(onUnlock);
  const keypad = useRef<HTMLDivElement>(null);
  useKeypadKeys(keypad, { press, backspace, submit });
  const busy = status !== 'entering';

  return (
    <Page title="Staff access" lead="Enter the company passcode to open the staff knowledge hub.">
      <PageMeta title="Staff access" description="Rock River Audio Video staff: enter the company passcode to open the knowledge hub." />
      {/* The keypad cannot work as a form: the hub's pages are drawn in the browser alone,
          once the worker has checked the code, so that no staff page is ever in the HTML. */}
      <ScriptsNeededNotice>
        The keypad needs this page’s scripts, which are not running in your browser. The staff pages open only in the
        browser, after our server has checked the passcode, so that none is ever sent to someone who has not entered it.
      </ScriptsNeededNotice>
      <PageWithSide side={notStaff}>
        <div ref={keypad} role="group" aria-label="Passcode keypad" className={styles.keypad}>
          <div className={styles.display} aria-hidden="true">
            {Array.from({ length: PASSCODE_MAX_DIGITS }, (_, slot) => (
              <span key={slot} className={slot < digits.length ? styles.filled : styles.empty} />
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {`${digits.length} of ${PASSCODE_MAX_DIGITS} digits entered`}
          </p>
          <div className={styles.keys}>
            {DIGIT_KEYS.map((digit) => (
              <Button key={digit} variant="secondary" className={styles.key} disabled={busy} onClick={() => press(digit)}>
                {digit}
              </Button>
            ))}
            <Button variant="ghost" className={styles.key} disabled={busy} onClick={clear}>
              Clear
            </Button>
            <Button variant="secondary" className={styles.key} disabled={busy} onClick={() => press('0')}>
              0
            </Button>
            {busy ? (
              <div className={styles.loader}>
                <Spinner size="small" label={status === 'unlocked' ? 'Unlocked, opening the staff area' : 'Checking the passcode'} />
              </div>
            ) : (
              <Button className={styles.key} onClick={() => void submit()}>
                Submit
              </Button>
            )}
          </div>
        </div>
        {/* Both drawn by the server; the screen's kind of pointer picks one (CSS), so nothing moves. */}
        <p className={styles.hint}>
          <span className={styles.touchHint}>Tap the digits of the passcode, then Submit.</span>
          <span className={styles.keyboardHint}>You can also type the digits, correct with Backspace and submit with Enter.</span>
        </p>
      </PageWithSide>
    </Page>
  );
}
