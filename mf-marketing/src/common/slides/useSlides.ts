import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import { slideFromHash, slideId } from './slideAddress';
import type { Direction } from './SlideMove';

/**
 * Slides whose Previous and Next are links (SlideMove) once the scripts take over (#42):
 * they start from the slide the address names, say they have taken over (`enhanced`, for
 * data-enhanced, which turns the :target rules off), and `step` moves by one, handing the
 * focus of the control pressed (on the slide now hidden) to the same control on the slide
 * shown, or to its partner where that one is disabled, so the keyboard is never lost.
 */
export function useSlides(count: number, container: RefObject<HTMLElement | null>) {
  const { index, goTo: goToIndex, next, previous, isFirst, isLast } = useStepIndex(count);
  const [enhanced, setEnhanced] = useState(false);
  const focusAfterStep = useRef<Direction | null>(null);

  useEffect(() => {
    const named = slideFromHash(window.location.hash, count);
    if (named !== undefined) goToIndex(named);
    setEnhanced(true);
  }, [goToIndex, count]);

  useLayoutEffect(() => {
    const pressed = focusAfterStep.current;
    if (!pressed) return;
    focusAfterStep.current = null;
    const shown = container.current?.querySelector(`#${slideId(index)}`);
    const same = shown?.querySelector<HTMLElement>(`[data-move="${pressed}"][href]`);
    const partner = shown?.querySelector<HTMLElement>(`[data-move="${pressed === 'next' ? 'previous' : 'next'}"]`);
    (same ?? partner)?.focus();
  }, [index, container]);

  /**
   * Steps one way from the slide shown when it runs (a key replayed once an island is live
   * acts on the slide the address named); `focused`, the control (of the slide now hidden)
   * whose focus moves with it.
   */
  const step = useCallback(
    (direction: Direction, focused: Direction | null) => {
      focusAfterStep.current = focused;
      if (direction === 'next') next();
      else previous();
    },
    [next, previous],
  );

  /** Shows a slide (a thumbnail's); the focus stays where it is. */
  const goTo = useCallback(
    (target: number) => {
      focusAfterStep.current = null;
      goToIndex(target);
    },
    [goToIndex],
  );

  return { index, isFirst, isLast, enhanced, step, goTo };
}

/** The Previous or Next (SlideMove) an event came from or focus is on, if any. */
export const moveOf = (element: EventTarget | null): Direction | null =>
  element instanceof Element ? ((element.closest('[data-move]')?.getAttribute('data-move') as Direction | null | undefined) ?? null) : null;
