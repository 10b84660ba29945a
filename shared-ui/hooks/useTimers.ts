import { useCallback, useEffect, useRef } from 'react';

type Timer = ReturnType<typeof setTimeout>;

/**
 * Timers that belong to a page: `schedule(fn, ms)` works like setTimeout, and every
 * timer still pending is cleared when the component unmounts (the visitor leaves). A
 * timer asked for after that (a send that finished once the visitor had left) is never
 * set: `schedule` then answers undefined.
 */
export function useTimers() {
  const pending = useRef(new Set<Timer>());
  const left = useRef(false);

  useEffect(() => {
    const timers = pending.current;
    left.current = false;
    return () => {
      left.current = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const schedule = useCallback((callback: () => void, ms: number): Timer | undefined => {
    if (left.current) return undefined;
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      callback();
    }, ms);
    pending.current.add(timer);
    return timer;
  }, []);

  const cancel = useCallback((timer: Timer | undefined) => {
    if (timer === undefined) return;
    clearTimeout(timer);
    pending.current.delete(timer);
  }, []);

  const cancelAll = useCallback(() => {
    for (const timer of pending.current) clearTimeout(timer);
    pending.current.clear();
  }, []);

  return { schedule, cancel, cancelAll };
}
