import { signPreviewToken } from 'credentials/previewToken';
import { MAX_SYNTHETIC_TTL_MS, signSyntheticCredential, syntheticCredentialOf, verifySyntheticCredential } from 'credentials/syntheticCredential';

const KEY = 'a-preview-key-for-these-tests-only-0123456789';
const NOW = Date.parse('2026-06-30T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000);

describe('synthetic credentials', () => {
  it('keep their format on the wire', async () => {
    // Signed before the credentials' signing moved to credentials/src/signing.js.
    const signed = 's1.careers.1782822000.vAOXXrThmTnck3e4SpBQE4jewKMtR0g7OmFR78pSvuE';
    expect(await signSyntheticCredential({ remote: 'careers', expiresAt: inMinutes(20) }, KEY)).toBe(signed);
    expect(await verifySyntheticCredential(signed, KEY, NOW)).toEqual({ remote: 'careers', expiresAt: inMinutes(20) });
  });

  it('name the remote whose journeys they mark, until they expire', async () => {
    const token = await signSyntheticCredential({ remote: 'careers', expiresAt: inMinutes(20) }, KEY);
    expect(await verifySyntheticCredential(token, KEY, NOW)).toEqual({ remote: 'careers', expiresAt: inMinutes(20) });
    expect(await verifySyntheticCredential(token, KEY, inMinutes(20).getTime())).toBeUndefined();
  });

  it('are refused signed with another key, altered, random, or lasting longer than a journey run', async () => {
    const token = await signSyntheticCredential({ remote: 'careers', expiresAt: inMinutes(20) }, KEY);
    expect(await verifySyntheticCredential(token, 'another-key-someone-guessed-0123456789abcdef', NOW)).toBeUndefined();
    expect(await verifySyntheticCredential(token.replace('s1.careers.', 's1.payments.'), KEY, NOW)).toBeUndefined();
    expect(await verifySyntheticCredential(`s1.careers.${'1'.repeat(10)}.${'A'.repeat(43)}`, KEY, NOW)).toBeUndefined();
    const long = await signSyntheticCredential({ remote: 'careers', expiresAt: new Date(NOW + MAX_SYNTHETIC_TTL_MS + 60_000) }, KEY);
    expect(await verifySyntheticCredential(long, KEY, NOW)).toBeUndefined();
  });

  it('cannot be made from a preview token signed with the same key', async () => {
    const preview = await signPreviewToken({ remote: 'careers', version: '3f2a9c01b7de', expiresAt: inMinutes(20) }, KEY);
    expect(await verifySyntheticCredential(preview, KEY, NOW)).toBeUndefined();
    expect(await verifySyntheticCredential(preview.replace(/^p1\.careers\.[0-9a-f]{12}\./, 's1.careers.'), KEY, NOW)).toBeUndefined();
  });

  it('are read from their cookie among others', () => {
    expect(syntheticCredentialOf('av_cohort=7; av_synthetic=s1.careers.x; theme=dark')).toBe('s1.careers.x');
    expect(syntheticCredentialOf('av_cohort=7')).toBeUndefined();
    expect(syntheticCredentialOf(null)).toBeUndefined();
  });
});
