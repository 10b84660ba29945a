import { useCallback, useEffect, useRef } from 'react';

/**
 * Timers that belong to a page: `schedule(fn, ms)` works like setTimeout, and every
 * timer still pending is cleared when the component unmounts (the visitor leaves).
 */
export function useTimers() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const schedule = useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      callback();
    }, ms);
    pending.current.add(timer);
    return timer;
  }, []);

  const cancel = useCallback((timer: ReturnType<typeof setTimeout>) => {
    clearTimeout(timer);
    pending.current.delete(timer);
  }, []);

  const cancelAll = useCallback(() => {
    for (const timer of pending.current) clearTimeout(timer);
    pending.current.clear();
  }, []);

  return { schedule, cancel, cancelAll };
}
