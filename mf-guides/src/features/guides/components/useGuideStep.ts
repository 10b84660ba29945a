// The step of a guide lives in the URL (?step=2), so a refresh or a shared link keeps
// it, and each step is a history entry of its own, so the browser's back button moves
// back a step. Step 0 is the bare guide address. A step's address names its heading
// (#guide-step), as Back and Next do without scripts (StepMoves).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PressedSteps } from './pressedSteps';
import { STEP_ANCHOR } from './useScrollToStep';

export const STEP_PARAM = 'step';

/** The alert the spec gives for a Back at step 0 (the button is hidden there). */
export const BACK_AT_START_MESSAGE = 'page error, please reload.';

interface StepHistoryState {
  /** The step the visitor pressed Next on to reach this entry. */
  guideStepFrom?: number;
}

/** The step a ?step= value names, or undefined when it names none of 0..last. */
export function parseStep(value: string | null, last: number): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const step = Number(value);
  return step <= last ? step : undefined;
}

/** The query of a step's address: none for step 0. */
export const searchFor = (step: number) => (step === 0 ? '' : `?${STEP_PARAM}=${step}`);

export function useGuideStep(last: number) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const raw = params.get(STEP_PARAM);
  const parsed = parseStep(raw, last);
  const step = parsed ?? 0;

  // A ?step= that names no step (typed, or from an older version of a guide) is
  // dropped, so the address shows what the page shows.
  useEffect(() => {
    if (raw !== null && parsed === undefined) navigate({ search: '' }, { replace: true });
  }, [raw, parsed, navigate]);

  // Two quick presses of Next move two steps, though the first one's step is not drawn yet.
  const presses = useRef(new PressedSteps()).current;
  const drawn = useRef(step);
  useLayoutEffect(() => {
    drawn.current = step;
    presses.drawn(step);
  }, [location.key, step, presses]);

  const next = useCallback(() => {
    const current = presses.from(drawn.current);
    if (current >= last) return;
    presses.ask(current + 1);
    navigate({ search: searchFor(current + 1), hash: STEP_ANCHOR }, { state: { guideStepFrom: current } satisfies StepHistoryState });
  }, [last, navigate, presses]);

  const back = useCallback(() => {
    const waiting = presses.pending;
    const current = presses.from(drawn.current);
    if (current === 0) {
      window.alert(BACK_AT_START_MESSAGE);
      return;
    }
    presses.ask(current - 1);
    // When the previous history entry is the previous step, go back to it, so Back
    // and the browser's back button walk the same history; after a shared link or a
    // refresh there is no such entry, and the previous step replaces this one. While a
    // press waits to be drawn, the entry shown is not the one to judge by.
    const from = (location.state as StepHistoryState | null)?.guideStepFrom;
    if (!waiting && from === current - 1) navigate(-1);
    else navigate({ search: searchFor(current - 1), hash: STEP_ANCHOR }, { replace: true });
  }, [location.state, navigate, presses]);

  return { step, next, back };
}
