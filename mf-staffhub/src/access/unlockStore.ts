// The staff unlock as the browser keeps it: the worker's signed token and its expiry,
// in local storage (the spec's "unlock flag"). The browser only checks that one is
// there and has not expired; the worker checks the signature on every hub request.
// The guard reads it before every staff page, so it is checked by hand rather than with
// zod: the validator stays off the path to the page (the worker's answer that holds the
// token was validated with the contract's schema when the keypad stored it).

import { clearUnlockHint, setUnlockHint } from './unlockHint';

export const UNLOCK_STORAGE_KEY = 'staffUnlock';

export interface StoredUnlock {
  token: string;
  /** An ISO 8601 date-time. */
  expiresAt: string;
}

function parseUnlock(raw: string): StoredUnlock | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, expiresAt } = value as Partial<Record<keyof StoredUnlock, unknown>>;
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'string') return undefined;
  return { token, expiresAt };
}

/**
 * The token of this device's last unlock, kept past its expiry: the keypad shows it to
 * the worker, which then does not hold this device to the site-wide ceiling of wrong
 * guesses (worker/src/routes/passcode.ts), so a flood of guesses elsewhere cannot lock
 * out the staff who use the site.
 */
export const DEVICE_STORAGE_KEY = 'staffDevice';

export function storeUnlock(unlock: StoredUnlock) {
  localStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify(unlock));
  localStorage.setItem(DEVICE_STORAGE_KEY, unlock.token);
  setUnlockHint(unlock.expiresAt);
}

export const readDeviceToken = (): string | undefined => localStorage.getItem(DEVICE_STORAGE_KEY) || undefined;

export function clearUnlock() {
  localStorage.removeItem(UNLOCK_STORAGE_KEY);
  clearUnlockHint();
}

/** The stored unlock when there is one that has not expired at `now`; a stale or unreadable one is removed. */
export function readUnlock(now = new Date()): StoredUnlock | undefined {
  if (typeof localStorage === 'undefined') return undefined; // the build's prerender: no browser, no unlock
  const raw = localStorage.getItem(UNLOCK_STORAGE_KEY);
  if (raw === null) return undefined;
  const unlock = parseUnlock(raw);
  // An expiry that is not a date gives NaN, which is never later than now.
  if (unlock && Date.parse(unlock.expiresAt) > now.getTime()) return unlock;
  clearUnlock();
  return undefined;
}
