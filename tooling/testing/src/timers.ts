import { act } from '@testing-library/react';

/** Lets pending promises (fetch answers) settle under fake timers. */
export const settle = () => act(async () => {});

/** Moves the fake clock on, settling what each step starts. */
export const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/**
 * The page left no timer behind. React's own queued microtasks are run first: they
 * are not timers, but the fake clock counts them too.
 */
export function expectNoPendingTimers() {
  jest.runAllTicks();
  expect(jest.getTimerCount()).toBe(0);
}
