// A public form's bot signals (contract/schemas/botSignals): the honeypot's value and how
// long the form has been open, measured on the browser's own monotonic clock from the
// moment the form first showed. `now` is replaceable for tests.
import { useCallback, useEffect, useRef } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, type BotSignals } from 'contract/schemas/botSignals';

const monotonicNow = () => performance.now();

export function useBotSignals(now: () => number = monotonicNow) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    openedAt.current ??= now();
  }, [now]);

  const signals = useCallback((): BotSignals => {
    const at = now();
    return {
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
      [FILL_TIME_FIELD]: Math.max(0, Math.round(at - (openedAt.current ?? at))),
    };
  }, [now]);

  return { honeypotRef, signals };
}
