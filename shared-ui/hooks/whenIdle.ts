/**
 * Runs `callback` once the page has loaded and the browser is idle, so work that can
 * wait (a third-party widget) never competes with the first paint. Returns a cancel.
 */
export function whenIdle(callback: () => void, { timeout = 3000 } = {}): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(callback, { timeout });
    else timer = setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
