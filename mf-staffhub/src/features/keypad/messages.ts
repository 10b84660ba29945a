// The keypad's alerts. The first four are the spec's words; the wait message is ours
// (the spec has no rate limit).
export const KEYPAD_ALERTS = {
  tooMany: 'too many numbers, please retry.',
  empty: 'please enter a code',
  wrong: 'invalid passcode',
  failed: 'verification failed.',
} as const;

export function waitAlert(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `too many attempts. please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
