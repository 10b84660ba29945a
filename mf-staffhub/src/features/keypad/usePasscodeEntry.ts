// The keypad's state: up to 8 digits, then a check with the worker. A correct code
// stores the unlock and moves on to the trust nav after 1.2 s (AfterUnlock can load what
// comes next meanwhile); a wrong one alerts and resets the entry; a failed call alerts
// and reloads the page. The check and its validator (zod) are not part of the page: they
// load with the first digit, while the visitor types the others.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { PASSCODE_MAX_DIGITS } from 'contract/data/passcode';
import { storeUnlock } from '../../access/unlockStore';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { AfterUnlock } from '../../access/afterUnlock';
import { KEYPAD_ALERTS, waitAlert } from './messages';
import { PATHS } from '../../paths';

export const UNLOCK_REDIRECT_MS = 1200;

export type KeypadStatus = 'entering' | 'checking' | 'unlocked';

const loadVerifier = () => import('./api/verifyPasscode');

export function usePasscodeEntry() {
  const navigate = useNavigate();
  const afterUnlock = useContext(AfterUnlock);
  const { schedule } = useTimers();
  const [digits, setDigitsState] = useState('');
  const [status, setStatusState] = useState<KeypadStatus>('entering');
  // Mirrors of the state for handlers that run between renders (fast typing, the worker's answer).
  const digitsRef = useRef('');
  const statusRef = useRef<KeypadStatus>('entering');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setDigits = useCallback((value: string) => {
    digitsRef.current = value;
    setDigitsState(value);
  }, []);
  const setStatus = useCallback((value: KeypadStatus) => {
    statusRef.current = value;
    setStatusState(value);
  }, []);

  const press = useCallback(
    (digit: string) => {
      if (statusRef.current !== 'entering') return;
      loadVerifier().catch(() => undefined); // a failure shows when the code is submitted
      const next = digitsRef.current + digit;
      if (next.length > PASSCODE_MAX_DIGITS) {
        window.alert(KEYPAD_ALERTS.tooMany);
        setDigits('');
        return;
      }
      setDigits(next);
    },
    [setDigits],
  );

  const backspace = useCallback(() => {
    if (statusRef.current === 'entering') setDigits(digitsRef.current.slice(0, -1));
  }, [setDigits]);

  const clear = useCallback(() => {
    if (statusRef.current === 'entering') setDigits('');
  }, [setDigits]);

  const submit = useCallback(async () => {
    if (statusRef.current !== 'entering') return;
    const entered = digitsRef.current;
    if (entered === '') {
      window.alert(KEYPAD_ALERTS.empty);
      return;
    }
    setStatus('checking');
    try {
      const { verifyPasscode } = await loadVerifier();
      const verification = await verifyPasscode(entered);
      if (!mounted.current) return;
      if (verification.result === 'unlocked') {
        storeUnlock({ token: verification.token, expiresAt: verification.expiresAt });
        setStatus('unlocked');
        afterUnlock?.();
        schedule(() => navigate(PATHS.trustNav), UNLOCK_REDIRECT_MS);
        return;
      }
      window.alert(verification.result === 'wrong' ? KEYPAD_ALERTS.wrong : waitAlert(verification.retryAfterSeconds));
      setDigits('');
      setStatus('entering');
    } catch (error) {
      if (!mounted.current) return;
      console.error('passcode verification failed', error);
      window.alert(KEYPAD_ALERTS.failed);
      reloadPage();
    }
  }, [afterUnlock, navigate, schedule, setDigits, setStatus]);

  return { digits, status, press, backspace, clear, submit };
}
