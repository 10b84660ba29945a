import { MAX_PREVIEW_TTL_MS, SIGNED_PREVIEW_TOKEN_PATTERN, signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';

const SECRET = 'a-preview-key-of-the-tests-0123456789';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const grant = { remote: 'careers', version: '0123456789ab', expiresAt: new Date(NOW + 10 * 60_000) };

describe('signed preview tokens', () => {
  it('keep their format on the wire', async () => {
    // Signed before the tokens' signing moved to credentials/src/signing.js.
    const signed = 'p1.careers.0123456789ab.1795608600.UpTMfajvk6UmsH7PtCWQtdV0TSB-Tmvb-EwG6THLEFs';
    const week = { ...grant, expiresAt: new Date(NOW + 7 * 24 * 60 * 60_000), pullRequest: 12 };
    const signedWithPullRequest = 'p1.careers.0123456789ab.1796212800.12.vYGF5WLNSUfW7wYIqAdjGJgRbRta4n-vbv1QDsYYy6M';
    expect(await signPreviewToken(grant, SECRET)).toBe(signed);
    expect(await verifyPreviewToken(signed, SECRET, NOW)).toEqual(grant);
    expect(await signPreviewToken(week, SECRET)).toBe(signedWithPullRequest);
    expect(await verifyPreviewToken(signedWithPullRequest, SECRET, NOW)).toEqual(week);
  });

  it('grants what was signed until it expires', async () => {
    const token = await signPreviewToken(grant, SECRET);
    expect(token).toMatch(SIGNED_PREVIEW_TOKEN_PATTERN);
    expect(token.startsWith(`p1.careers.0123456789ab.${(NOW + 10 * 60_000) / 1000}.`)).toBe(true);
    expect(await verifyPreviewToken(token, SECRET, NOW)).toEqual(grant);
    expect(await verifyPreviewToken(token, SECRET, NOW + 10 * 60_000 - 1000)).toEqual(grant);
  });

  it('refuses a token at or past its expiry', async () => {
    const token = await signPreviewToken(grant, SECRET);
    expect(await verifyPreviewToken(token, SECRET, NOW + 10 * 60_000)).toBeUndefined();
    expect(await verifyPreviewToken(token, SECRET, NOW + 11 * 60_000)).toBeUndefined();
  });

  it('refuses a token that claims a longer life than any grant is given', async () => {
    const token = await signPreviewToken({ ...grant, expiresAt: new Date(NOW + MAX_PREVIEW_TTL_MS + 1000) }, SECRET);
    expect(await verifyPreviewToken(token, SECRET, NOW)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const token = await signPreviewToken(grant, 'another-preview-key-0123456789-abcdef');
    expect(await verifyPreviewToken(token, SECRET, NOW)).toBeUndefined();
  });

  it('refuses a signed token whose remote, version or expiry was changed', async () => {
    const token = await signPreviewToken(grant, SECRET);
    const [prefix, remote, version, expiry, signature] = token.split('.');
    const altered = [
      [prefix, 'payments', version, expiry, signature],
      [prefix, remote, 'ba9876543210', expiry, signature],
      [prefix, remote, version, String(Number(expiry) + 60), signature],
    ].map((parts) => parts.join('.'));
    for (const token of altered) expect(await verifyPreviewToken(token, SECRET, NOW)).toBeUndefined();
  });

  it("carries a pull request's number, signed with the rest", async () => {
    const week = { ...grant, expiresAt: new Date(NOW + 7 * 24 * 60 * 60_000), pullRequest: 12 };
    const token = await signPreviewToken(week, SECRET);
    expect(token).toMatch(SIGNED_PREVIEW_TOKEN_PATTERN);
    expect(await verifyPreviewToken(token, SECRET, NOW)).toEqual(week);
    const [prefix, remote, version, expiry, , signature] = token.split('.');
    for (const altered of [
      [prefix, remote, version, expiry, '13', signature],
      [prefix, remote, version, expiry, signature],
    ]) {
      expect(await verifyPreviewToken(altered.join('.'), SECRET, NOW)).toBeUndefined();
    }
    // A token signed without one cannot be given one.
    const plain = (await signPreviewToken(grant, SECRET)).split('.');
    expect(await verifyPreviewToken([...plain.slice(0, 4), '12', plain[4]].join('.'), SECRET, NOW)).toBeUndefined();
  });

  it('lasts at most a week, the life of a pull request preview', () => {
    expect(MAX_PREVIEW_TTL_MS).toBe(7 * 24 * 60 * 60_000);
  });

  it('refuses random and malformed tokens', async () => {
    const random = 'f'.repeat(64);
    const forged = `p1.careers.0123456789ab.${(NOW + 60_000) / 1000}.${'A'.repeat(43)}`;
    for (const token of [random, forged, '', 'p1.careers', `${await signPreviewToken(grant, SECRET)}x`]) {
      expect(await verifyPreviewToken(token, SECRET, NOW)).toBeUndefined();
    }
  });

  it('refuses to sign for a malformed remote or version', async () => {
    await expect(signPreviewToken({ ...grant, remote: 'Careers' }, SECRET)).rejects.toThrow('malformed');
    await expect(signPreviewToken({ ...grant, version: 'latest' }, SECRET)).rejects.toThrow('malformed');
  });
});
