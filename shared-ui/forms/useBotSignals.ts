// A public form's bot signals (contract/schemas/botSignals): the honeypot's value and how
// long the form has been open, measured on the browser's own monotonic clock from the
// moment the form first showed: the page's first paint for a form the server drew (a
// visitor may fill it in before the scripts arrive), else when it mounted. The clocks
// are replaceable for tests.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, type BotSignals } from 'contract/schemas/botSignals';

const monotonicNow = () => performance.now();
// (Server renders and jsdom have no paint entries.)
const firstPaintTime = () => performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? 0;

const noSubscription = () => () => {};
/** True in the render that hydrates what the server drew, false in a render of the browser's own. */
const useDrawnByServer = () => useSyncExternalStore(noSubscription, () => false, () => true);

export function useBotSignals(now: () => number = monotonicNow, firstPaint: () => number = firstPaintTime) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const drawnByServer = useDrawnByServer();
  const [shownAt] = useState(() => (drawnByServer ? firstPaint() : undefined));
  const openedAt = useRef<number | undefined>(shownAt);

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
