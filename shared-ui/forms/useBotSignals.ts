// A public form's bot signals (contract/schemas/botSignals): the honeypot's value and how
// long the form has been open, measured on the browser's own monotonic clock from the
// moment the form first showed: the page's first paint for a form the server drew (a
// visitor may fill it in before the scripts arrive), else when it mounted. The clocks
// are replaceable for tests.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, type BotSignals } from 'contract/schemas/botSignals';
import { useDrawnByServer } from 'shared-ui/hooks/useDrawnByServer';

const monotonicNow = () => performance.now();
// (Server renders and jsdom have no paint entries.)
const firstPaintTime = () => performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? 0;

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
