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

/**
 * Sends a form whose worker call never answers, under fake timers, and checks that the
 * form alerts `message` when the call's deadline passes, not a millisecond before.
 * Real timers again afterwards.
 */
export async function expectAlertAtDeadline(deadlineMs: number, send: () => unknown, alert: jest.SpyInstance, message: string) {
  jest.useFakeTimers();
  try {
    await send();
    await act(() => jest.advanceTimersByTimeAsync(deadlineMs - 1));
    expect(alert).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(alert).toHaveBeenCalledWith(message);
  } finally {
    jest.useRealTimers();
  }
}
