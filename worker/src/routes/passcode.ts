// POST /passcode: the staff keypad's check. The body is the entered digits as plain
// text (as the spec has it); the answer is { valid: false }, or { valid: true } with a
// signed unlock token and its expiry. Every client has a limited number of guesses per
// window; past it the answer is 429 with Retry-After until the window ends.
import { Hono, type Context } from 'hono';
import { passcodeGuessSchema, type PasscodeAnswer, type PasscodeLocked } from 'shared-ui/schemas/unlock';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { validate } from '../http/validate';
import { clearGuesses, countGuess } from '../staff/attempts';
import { passcodeMatches } from '../staff/passcodeHash';
import { clientKey, requireStaffConfig } from '../staff/requireStaff';
import { issueUnlockToken } from '../staff/unlockToken';

const PLAIN_TEXT = /^text\/plain\s*(;|$)/i;

async function readGuess(c: Context): Promise<string> {
  if (!PLAIN_TEXT.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'The passcode must be sent as text/plain');
  }
  return validate(passcodeGuessSchema, (await c.req.text()).trim(), 'The passcode is not valid');
}

export function passcodeRoutes({ db, env, now, clientAddress }: WorkerDeps): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const staff = requireStaffConfig(env.staff);
    const guess = await readGuess(c);
    const client = clientKey(c, staff, clientAddress);
    const at = now();
    c.header('Cache-Control', 'no-store');

    const verdict = await countGuess(db, client, at.getTime(), { maxGuesses: staff.maxGuesses, windowMs: staff.guessWindowMs });
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const locked: PasscodeLocked = { error: 'Too many passcode attempts', retryAfterSeconds: verdict.retryAfterSeconds };
      return c.json(locked, 429);
    }
    if (!(await passcodeMatches(guess, staff.passcodeHash))) {
      return c.json({ valid: false } satisfies PasscodeAnswer);
    }
    await clearGuesses(db, client);
    const { token, expiresAt } = await issueUnlockToken(staff.signingKey, at, staff.tokenLifetimeMs);
    return c.json({ valid: true, token, expiresAt: expiresAt.toISOString() } satisfies PasscodeAnswer);
  });

  return routes;
}
