// A remote's pages that open only for a visitor who unlocked them in this browser (the
// staff area, behind the passcode: its index's `guard`). The check itself stays the
// browser's guard and the worker's (the signed token on every staff request); the
// composer reads only the hint cookie the remote's code sets beside the unlock, and sends a
// visitor without one to the remote's door (the keypad) at once, instead of a loading
// page whose scripts would learn the same after loading the whole app. A forged hint
// gains nothing: it opens the same loading page, whose guard then sends the visitor on.
import { cookieValue } from 'credentials/cookies';
import { matchesAny } from 'shared-ui/routing/prerender';
import type { RemoteIndex } from './remoteIndex';

/** Whether `pathname` is one of the remote's guarded pages. */
export const isGuarded = ({ guard }: Pick<RemoteIndex, 'guard'>, pathname: string): boolean => guard !== undefined && matchesAny(guard.paths, pathname);

/** Where a request for `pathname` is sent instead, if it is a guarded page and carries no hint. */
export function guardRedirect(index: Pick<RemoteIndex, 'guard'>, pathname: string, cookieHeader: string | null): string | undefined {
  if (!index.guard || !isGuarded(index, pathname) || cookieValue(cookieHeader, index.guard.cookie) !== undefined) return undefined;
  return index.guard.to;
}
