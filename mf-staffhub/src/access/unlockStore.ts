// The staff unlock as the browser keeps it: the worker's signed token and its expiry,
// in local storage (the spec's "unlock flag"). The browser only checks that one is
// there and has not expired; the worker checks the signature on every hub request.
import { z } from 'contract/schemas/zod';

export const UNLOCK_STORAGE_KEY = 'staffUnlock';

const storedUnlockSchema = z.object({ token: z.string().min(1), expiresAt: z.iso.datetime() });
export type StoredUnlock = z.infer<typeof storedUnlockSchema>;

export function storeUnlock(unlock: StoredUnlock) {
  localStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify(unlock));
}

export function clearUnlock() {
  localStorage.removeItem(UNLOCK_STORAGE_KEY);
}

/** The stored unlock when there is one that has not expired at `now`; a stale or unreadable one is removed. */
export function readUnlock(now = new Date()): StoredUnlock | undefined {
  const raw = localStorage.getItem(UNLOCK_STORAGE_KEY);
  if (raw === null) return undefined;
  let parsed: z.ZodSafeParseResult<StoredUnlock>;
  try {
    parsed = storedUnlockSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = storedUnlockSchema.safeParse(undefined);
  }
  if (parsed.success && new Date(parsed.data.expiresAt).getTime() > now.getTime()) return parsed.data;
  clearUnlock();
  return undefined;
}
