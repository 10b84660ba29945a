import { useCallback, useState } from 'react';

/** `index` kept inside 0..count-1. */
export const clampIndex = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** `index` wrapped around 0..count-1, in both directions. */
export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export interface StepIndexOptions {
  /** Past the last comes the first (and before the first, the last) instead of stopping. */
  wrap?: boolean;
  initial?: number;
}

/**
 * The position in a list a visitor steps through one item at a time (a carousel, a
 * photo viewer, captions): moves by one, stops at the ends or wraps around.
 */
export function useStepIndex(count: number, { wrap = false, initial = 0 }: StepIndexOptions = {}) {
  const fit = wrap ? wrapIndex : clampIndex;
  const [index, setIndex] = useState(() => fit(initial, count));

  const goTo = useCallback((target: number) => setIndex(fit(target, count)), [fit, count]);
  const next = useCallback(() => setIndex((current) => fit(current + 1, count)), [fit, count]);
  const previous = useCallback(() => setIndex((current) => fit(current - 1, count)), [fit, count]);

  return {
    index,
    goTo,
    next,
    previous,
    isFirst: !wrap && index === 0,
    isLast: !wrap && index === count - 1,
  };
}
