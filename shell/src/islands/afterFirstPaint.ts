// No island's code is asked for before the page's first paint is on screen (#42 item 2):
// until then it would share the link with what the paint needs, and a lab measure such as
// Lighthouse counts every request started before the largest paint against that paint.
// The paint's own entry is read once a frame (an observer's report can come seconds late
// on a loaded device), and the wait is capped: a page that paints late still gets its code.

/** The longest an island's code waits for the first paint to be reported. */
export const FIRST_PAINT_CAP_MS = 1000;

const paintReported = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** Calls `run` once the first paint is on screen (or after the cap); returns a cancel. */
export function afterFirstPaint(run: () => void): () => void {
  const readsPaints = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const done = () => {
    cancel();
    run();
  };
  if (readsPaints && paintReported()) {
    timer = setTimeout(done, 0);
    return cancel;
  }
  // Without paint timing, the first frame stands for it.
  const poll = () => (!readsPaints || paintReported() ? done() : (frame = requestAnimationFrame(poll)));
  frame = requestAnimationFrame(poll);
  timer = setTimeout(done, FIRST_PAINT_CAP_MS);
  return cancel;
}
