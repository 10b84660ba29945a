// When an island's code is asked for (#42, Astro's client directives, 11ty's is-land):
// each way returns a cancel, so nothing is left running when the page is left.
import { whenIdle } from 'shared-ui/hooks/whenIdle';
import type { IslandLoad } from 'shared-ui/islands/islandMarks';

/** How far below the screen an island starts loading, so it is usually ready when it is seen. */
const VISIBLE_MARGIN = '300px 0px';

function whenVisible(element: HTMLElement, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return whenNow(start);
  // The island's wrapper has no box of its own (display: contents): its children are watched.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
}

function whenInteraction(element: HTMLElement, start: () => void): () => void {
  const events = ['pointerdown', 'focusin', 'keydown'] as const;
  const once = () => {
    stop();
    start();
  };
  const stop = () => events.forEach((type) => element.removeEventListener(type, once, true));
  events.forEach((type) => element.addEventListener(type, once, true));
  return stop;
}

function whenNow(start: () => void): () => void {
  queueMicrotask(start);
  return () => undefined;
}

/** Calls `start` once, at the island's moment; returns a cancel. */
export function atIslandMoment(load: IslandLoad, element: HTMLElement, start: () => void): () => void {
  switch (load) {
    case 'visible':
      return whenVisible(element, start);
    case 'idle':
      return whenIdle(start);
    case 'interaction':
      return whenInteraction(element, start);
    default:
      return whenNow(start);
  }
}
