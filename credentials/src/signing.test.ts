import { createHash, createHmac } from 'node:crypto';
import { fromBase64Url, keyIdOf, sign, toBase64Url, verify } from 'credentials/signing';

const KEY = 'a-signing-key-of-the-tests-0123456789abcdef';
const OTHER_KEY = 'another-signing-key-of-the-tests-0123456789';

describe('signing', () => {
  it('signs a text with HMAC-SHA-256, written base64url, as any other implementation would', async () => {
    for (const text of ['p1.careers.0123456789ab.1795608600', '', 'é~ünïcode']) {
      const signature = await sign(text, KEY);
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signature).toBe(createHmac('sha256', KEY).update(text).digest('base64url'));
    }
  });

  it('takes a signature of that text under that key, and nothing else', async () => {
    const signature = await sign('c1.42', KEY);
    expect(await verify('c1.42', signature, KEY)).toBe(true);
    expect(await verify('c1.43', signature, KEY)).toBe(false);
    expect(await verify('c1.42', signature, OTHER_KEY)).toBe(false);
    expect(await verify('c1.42', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, KEY)).toBe(false);
    expect(await verify('c1.42', '', KEY)).toBe(false);
    // Not base64url at all: refused, not thrown.
    expect(await verify('c1.42', 'a', KEY)).toBe(false);
    expect(await verify('c1.42', '!!!!', KEY)).toBe(false);
  });

  it('neither signs nor checks with a key short enough to guess', async () => {
    const short = 'k'.repeat(31);
    await expect(sign('text', short)).rejects.toThrow('a signing key must be at least 32 characters');
    await expect(verify('text', 'A'.repeat(43), short)).rejects.toThrow('a signing key must be at least 32 characters');
    await expect(sign('text', 'k'.repeat(32))).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes bytes base64url, without padding, and reads them back', () => {
    // 0xfb 0xff makes '+' and '/' in plain base64, and two bytes need padding there.
    for (const bytes of [new Uint8Array([0xfb, 0xff]), new Uint8Array([]), new Uint8Array(Array.from({ length: 256 }, (_, i) => i))]) {
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]).buffer)).toBe('-_8');
  });

  it("names a key by a short digest of it and the tokens' kind, which tells nothing of the key", async () => {
    const id = await keyIdOf(KEY, 'field-grant');
    expect(id).toBe(createHash('sha256').update(`field-grant-key-id:${KEY}`).digest('base64url').slice(0, 8));
    expect(await keyIdOf(KEY, 'field-grant')).toBe(id);
    expect(await keyIdOf(OTHER_KEY, 'field-grant')).not.toBe(id);
    expect(await keyIdOf(KEY, 'preview')).not.toBe(id);
  });
});
