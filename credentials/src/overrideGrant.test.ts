import { MAX_OVERRIDE_TTL_MS, OVERRIDE_GRANT_PATTERN, overrideGrantOf, signOverrideGrant, verifyOverrideGrant } from 'credentials/overrideGrant';
import { signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';

const SECRET = 'a-preview-key-of-the-tests-0123456789';
const NOW = Date.parse('2026-11-27T12:00:00Z');
const versions = { marketing: '0123456789ab', careers: 'ba9876543210', guides: 'local' };
const grant = { versions, expiresAt: new Date(NOW + 5 * 60_000) };

describe('override grants', () => {
  it('keep their format on the wire', async () => {
    // Signed before the grants' signing moved to credentials/src/signing.js.
    const signed = 'o1.1795781100.careers:ba9876543210~guides:local~marketing:0123456789ab.84xh993KGJYgjJ5tuJtX7n9pXHJRCJKVrBU6KIyHcwA';
    expect(await signOverrideGrant(grant, SECRET)).toBe(signed);
    expect(await verifyOverrideGrant(signed, SECRET, NOW)).toEqual(grant);
  });

  it('name every remote of a site state, in one spelling, until they expire', async () => {
    const signed = await signOverrideGrant(grant, SECRET);
    expect(signed).toMatch(OVERRIDE_GRANT_PATTERN);
    expect(signed.startsWith(`o1.${(NOW + 5 * 60_000) / 1000}.careers:ba9876543210~guides:local~marketing:0123456789ab.`)).toBe(true);
    expect(await verifyOverrideGrant(signed, SECRET, NOW)).toEqual(grant);
    expect(await verifyOverrideGrant(signed, SECRET, NOW + 5 * 60_000 - 1000)).toEqual(grant);
    expect(await verifyOverrideGrant(signed, SECRET, NOW + 5 * 60_000)).toBeUndefined();
  });

  it('are refused when they claim a longer life than minutes', async () => {
    const signed = await signOverrideGrant({ versions, expiresAt: new Date(NOW + MAX_OVERRIDE_TTL_MS + 1000) }, SECRET);
    expect(await verifyOverrideGrant(signed, SECRET, NOW)).toBeUndefined();
    expect(MAX_OVERRIDE_TTL_MS).toBe(15 * 60_000);
  });

  it('are refused when signed with another key, altered, reordered, repeating a remote, random or malformed', async () => {
    const signed = await signOverrideGrant(grant, SECRET);
    const [prefix, expiry, set, signature] = signed.split('.');
    const candidates = [
      await signOverrideGrant(grant, 'another-preview-key-0123456789-abcdef'),
      [prefix, expiry, set!.replace('ba9876543210', 'ffffffffffff'), signature].join('.'),
      [prefix, expiry, set!.replace('guides:local', 'guides:0000000000aa'), signature].join('.'),
      [prefix, expiry, set!.replace('~marketing:0123456789ab', ''), signature].join('.'),
      [prefix, String(Number(expiry) + 60), set, signature].join('.'),
      [prefix, expiry, 'guides:local~careers:ba9876543210~marketing:0123456789ab', signature].join('.'),
      [prefix, expiry, 'careers:ba9876543210~careers:ba9876543210', signature].join('.'),
      'f'.repeat(64),
      `o1.${expiry}.careers:latest.${'A'.repeat(43)}`,
      '',
      `${signed}x`,
    ];
    for (const candidate of candidates) expect([candidate, await verifyOverrideGrant(candidate, SECRET, NOW)]).toEqual([candidate, undefined]);
  });

  it('are neither a preview token nor passed off by one', async () => {
    const signed = await signOverrideGrant(grant, SECRET);
    expect(await verifyPreviewToken(signed, SECRET, NOW)).toBeUndefined();
    const token = await signPreviewToken({ remote: 'careers', version: 'ba9876543210', expiresAt: new Date(NOW + 60_000) }, SECRET);
    expect(await verifyOverrideGrant(token, SECRET, NOW)).toBeUndefined();
  });

  it('are read from their cookie, and nothing else is: not a preview token, not another cookie', async () => {
    const signed = await signOverrideGrant(grant, SECRET);
    expect(overrideGrantOf(`av_cohort=3; av_override=${signed}; theme=dark`)).toBe(signed);
    expect(overrideGrantOf(`av_override=${signed}`)).toBe(signed);
    expect(overrideGrantOf('av_override=p1.careers.0123456789ab.1790000000.x')).toBeUndefined();
    expect(overrideGrantOf(`not_av_override=${signed}`)).toBeUndefined();
    expect(overrideGrantOf(null)).toBeUndefined();
  });

  it('are not signed for a malformed remote or version, or for no remote at all', async () => {
    await expect(signOverrideGrant({ ...grant, versions: { Careers: '0123456789ab' } }, SECRET)).rejects.toThrow('malformed');
    await expect(signOverrideGrant({ ...grant, versions: { careers: 'latest' } }, SECRET)).rejects.toThrow('malformed');
    await expect(signOverrideGrant({ ...grant, versions: {} }, SECRET)).rejects.toThrow('malformed');
  });
});
