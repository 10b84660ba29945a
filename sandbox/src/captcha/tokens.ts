// Captcha response tokens the widget handed out. Like the real services, siteverify
// accepts each token once and not after two minutes.
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;
const CAPACITY = 5000;

export type TokenCheck = 'valid' | 'unknown' | 'used-or-expired';

export interface TokenStore {
  issue(): string;
  /** Checks a token and spends it, so the next check of the same token fails. */
  redeem(token: string): TokenCheck;
}

export function createTokenStore(now: () => Date, random: () => number): TokenStore {
  const tokens = new Map<string, { issuedAt: number; used: boolean }>();
  return {
    issue() {
      const token = `sandbox-${Array.from({ length: 4 }, () => Math.floor(random() * 2 ** 32).toString(36)).join('')}`;
      tokens.set(token, { issuedAt: now().getTime(), used: false });
      if (tokens.size > CAPACITY) tokens.delete(tokens.keys().next().value!);
      return token;
    },
    redeem(token) {
      const entry = tokens.get(token);
      if (!entry) return 'unknown';
      if (entry.used || now().getTime() - entry.issuedAt > TOKEN_LIFETIME_MS) return 'used-or-expired';
      entry.used = true;
      return 'valid';
    },
  };
}
