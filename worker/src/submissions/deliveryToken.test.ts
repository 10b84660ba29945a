import { createHash } from 'node:crypto';
import { DELIVERY_TOKEN_PATTERN, hashDeliveryToken, newDeliveryToken } from './deliveryToken';

describe('delivery tokens', () => {
  it('are 32 random bytes in hex, a new one every time', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newDeliveryToken()));
    for (const { token } of tokens) expect(token).toMatch(DELIVERY_TOKEN_PATTERN);
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(tokens.length);
  });

  it('come with the SHA-256 of the token, which is what the journal stores', async () => {
    const { token, hash } = await newDeliveryToken();
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await hashDeliveryToken(token)).toBe(hash);
    expect(hash).not.toBe(token);
  });
});
