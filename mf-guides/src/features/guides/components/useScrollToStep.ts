// Each step change scrolls smoothly to 120 px from the top (the spec), measured to the
// step's own heading: the guide's intro above the step is the same on every step, so a
// visitor who pressed Next or Back lands on the new step's title, not on the intro.
import { useEffect, useRef, type RefObject } from 'react';
import { scrollBehavior } from 'shared-ui/kit/scrollBehavior';

/** How far below the top of the view a step's heading lands: the spec's 120 px. */
export const STEP_SCROLL_TOP = 120;

/**
 * The step heading's id, named by every step's address after Back or Next (?step=2#guide-step),
 * so a step the browser loads lands at its heading too, before scripts or without them.
 */
export const STEP_ANCHOR = 'guide-step';

/**
 * On every change of `step` (not on arrival), scrolls the step's heading into place and
 * moves focus to it, so keyboards and screen readers start at the new step too.
 */
export function useScrollToStep(step: number, heading: RefObject<HTMLHeadingElement | null>) {
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = heading.current;
    if (!target) return;
    // The heading's scroll-margin-top (STEP_SCROLL_TOP) sets where it lands, as it does for
    // #guide-step when the browser loads a step. Not window.scrollTo: Chromium drops a smooth
    // scrollTo whose target is that of a smooth scroll it finished a moment before, even
    // with the page moved in between (a step's Next pressed right after the last step's glide).
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // The scroll above decides the position; focusing must not jump there on its own.
    target.focus({ preventScroll: true });
  }, [step, heading]);
}
