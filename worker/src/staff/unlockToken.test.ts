import { sign } from 'hono/jwt';
import { issueUnlockToken, isValidUnlockToken } from './unlockToken';

const KEY = 'unit-test-unlock-signing-key-0123456789';
const ISSUED = new Date('2025-06-01T08:00:00.000Z');
const TWELVE_HOURS = 12 * 60 * 60 * 1000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Every token that differs from `token` in exactly one character (each position, one other base64url character). */
function oneCharacterChanges(token: string): string[] {
  return [...token].flatMap((character, index) => {
    if (character === '.') return [];
    const other = BASE64URL[(BASE64URL.indexOf(character) + 1) % BASE64URL.length];
    return [token.slice(0, index) + other + token.slice(index + 1)];
  });
}

describe('unlock tokens', () => {
  it('are valid until they expire, and say when that is', async () => {
    const { token, expiresAt } = await issueUnlockToken(KEY, ISSUED, TWELVE_HOURS);
    expect(expiresAt.toISOString()).toBe('2025-06-01T20:00:00.000Z');
    expect(await isValidUnlockToken(token, KEY, ISSUED)).toBe(true);
    expect(await isValidUnlockToken(token, KEY, new Date(expiresAt.getTime() - 1000))).toBe(true);
    expect(await isValidUnlockToken(token, KEY, expiresAt)).toBe(false);
    expect(await isValidUnlockToken(token, KEY, new Date(expiresAt.getTime() + 60_000))).toBe(false);
  });

  it('are refused when signed with another key', async () => {
    const { token } = await issueUnlockToken('another-signing-key-of-enough-length-000', ISSUED, TWELVE_HOURS);
    expect(await isValidUnlockToken(token, KEY, ISSUED)).toBe(false);
  });

  it('are refused with any one character changed, including the unused bits of the signature', async () => {
    const { token } = await issueUnlockToken(KEY, ISSUED, TWELVE_HOURS);
    const forgeries = oneCharacterChanges(token);
    expect(forgeries.length).toBe(token.length - 2);
    for (const forged of forgeries) expect(await isValidUnlockToken(forged, KEY, ISSUED)).toBe(false);
  });

  it('are refused when they are not the staff hub token, or not a token at all', async () => {
    const exp = Math.floor(ISSUED.getTime() / 1000) + 3600;
    const otherAudience = await sign({ sub: 'staff', aud: 'payments', exp }, KEY, 'HS256');
    const noExpiry = await sign({ sub: 'staff', aud: 'staff-hub' }, KEY, 'HS256');
    const otherAlgorithm = await sign({ sub: 'staff', aud: 'staff-hub', exp }, KEY, 'HS512');
    for (const token of [otherAudience, noExpiry, otherAlgorithm, '', 'true', 'a.b.c', 'x'.repeat(200)]) {
      expect(await isValidUnlockToken(token, KEY, ISSUED)).toBe(false);
    }
  });
});
