// The keypad itself, the staff page's island (#42): its digits, Clear and Submit need
// scripts (the code is checked by the worker, and the staff pages open only in the
// browser), so only this part of /verify/trust loads and hydrates code.
import { useRef } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { Spinner } from 'shared-ui/kit/Spinner';
import { PASSCODE_MAX_DIGITS } from 'contract/data/passcode';
import { useKeypadKeys } from './useKeypadKeys';
import { usePasscodeEntry } from './usePasscodeEntry';
import styles from './KeypadPage.module.css';

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function Keypad() {
  const { digits, status, press, backspace, clear, submit } = usePasscodeEntry();
  const keypad = useRef<HTMLDivElement>(null);
  useKeypadKeys(keypad, { press, backspace, submit });
  const busy = status !== 'entering';

  return (
    <>
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
          <Button variant="secondary" className={styles.key} disabled={busy} onClick={clear}>
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
            <Button variant="primary" className={styles.key} onClick={() => void submit()}>
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
    </>
  );
}
