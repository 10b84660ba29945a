// POST /passcode: the staff keypad's check. The body is the entered digits as plain
// text (as the spec has it); the answer is { valid: false }, or { valid: true } with a
// signed unlock token and its expiry. Only the site's own pages may ask (403 otherwise,
// nothing counted). Every client (IPv6 by /64) has a limited number of guesses per
// window, and all clients together a limited number of wrong guesses per hour; past
// either the answer is 429 with Retry-After until the window ends. The site-wide
// ceiling holds guessing spread over many addresses; so that it is not a switch anyone
// can flip to lock the staff out, a device that unlocked in the last KNOWN_DEVICE_DAYS
// (it sends the token it was given, expired or not, as Authorization: Bearer) is held
// by its own client limit only.
import { Hono, type Context } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { passcodeGuessSchema, type PasscodeAnswer, type PasscodeLocked } from 'contract/schemas/unlock';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { validate } from '../http/validate';
import { bearerToken } from '../http/bearerToken';
import { clientKey } from '../http/clientKey';
import { requireSiteOrigin } from '../http/requireSiteOrigin';
import { clientBucket, siteBucket, takeClientAndSite, type ClientAndSiteLimit } from '../limits/clientAndSite';
import { clearBucket, returnSlot, takeSlot } from '../limits/rateLimit';
import { passcodeMatches } from '../staff/passcodeHash';
import { requireStaffConfig } from '../staff/requireStaff';
import type { StaffConfig } from '../staff/staffEnv';
import { issueUnlockToken, unlockedRecently } from '../staff/unlockToken';

const KNOWN_DEVICE_DAYS = 90;
const KNOWN_DEVICE_MS = KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000;

const PLAIN_TEXT = /^text\/plain\s*(;|$)/i;

async function readGuess(c: Context): Promise<string> {
  if (!PLAIN_TEXT.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'The passcode must be sent as text/plain');
  }
  return validate(passcodeGuessSchema, (await c.req.text()).trim(), 'The passcode is not valid');
}

/** Every guess counts against its client; a right one is given back to the site-wide count of wrong ones. */
const guessLimit = (staff: StaffConfig): ClientAndSiteLimit => ({
  name: 'passcode guesses',
  perClient: { max: staff.maxGuesses, windowMs: staff.guessWindowMs },
  site: staff.siteWrongGuesses,
});

export function passcodeRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const routes = new Hono();

  routes.post(ENDPOINTS.passcode, async (c) => {
    requireSiteOrigin(c, env.siteOrigins);
    const staff = requireStaffConfig(env.staff);
    const guess = await readGuess(c);
    const client = clientKey(c, deps);
    const at = now();
    c.header('Cache-Control', 'no-store');

    const limit = guessLimit(staff);
    const earlier = bearerToken(c);
    const knownDevice = earlier !== undefined && (await unlockedRecently(earlier, staff.signingKey, at, KNOWN_DEVICE_MS));
    const verdict = knownDevice
      ? await takeSlot(db, clientBucket(limit.name, client), limit.perClient, at.getTime())
      : await takeClientAndSite(db, limit, client, at.getTime());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const locked: PasscodeLocked = { error: 'Too many passcode attempts', retryAfterSeconds: verdict.retryAfterSeconds };
      return c.json(locked, 429);
    }
    if (!(await passcodeMatches(guess, staff.passcodeHash, staff.pepper))) {
      return c.json({ valid: false } satisfies PasscodeAnswer);
    }
    await clearBucket(db, clientBucket(limit.name, client));
    if (!knownDevice) await returnSlot(db, siteBucket(limit.name));
    const { token, expiresAt } = await issueUnlockToken(staff.signingKey, at, staff.tokenLifetimeMs);
    return c.json({ valid: true, token, expiresAt: expiresAt.toISOString() } satisfies PasscodeAnswer);
  });

  return routes;
}
