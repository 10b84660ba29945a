import { FIELD_GRANT_PATTERN, FIELD_GRANT_TTL_MS, fieldGrantKeysFrom, keyIdOf, signFieldGrant, verifyFieldGrant } from 'credentials/fieldGrant';

const SECRET = 'a-field-grant-key-of-the-tests-0123456789';
const NOW = Date.parse('2026-11-27T12:00:00Z');
const grant = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  versions: { shell: 'local', careers: '0123456789ab', marketing: 'local' },
  cohort: 7,
  counted: true,
  synthetic: false,
  preview: false,
  expiresAt: new Date(NOW + 10 * 60_000),
};

describe('field grants', () => {
  it('keep their format on the wire', async () => {
    // Signed before the grants' signing moved to credentials/src/signing.js.
    const signed =
      'f1.eyJpZCI6IkFBQUFBQUFBQUFBQUFBQUFBQUFBQUEiLCJrIjoiNWJpcFotTXgiLCJ2Ijp7InNoZWxsIjoibG9jYWwiLCJjYXJlZXJzIjoiMDEyMzQ1Njc4OWFiIiwibWFya2V0aW5nIjoibG9jYWwifSwiYyI6NywibiI6dHJ1ZSwiZSI6MTc5NTc4MTQwMH0.1WLLJ-vdhTpMUjk23XRztCwdeYEY9fGLm1RRIQS9utk';
    expect(await signFieldGrant(grant, SECRET)).toBe(signed);
    expect(await verifyFieldGrant(signed, SECRET, NOW)).toEqual(grant);
  });

  it('grant what was signed until they expire', async () => {
    const token = await signFieldGrant(grant, SECRET);
    expect(token).toMatch(FIELD_GRANT_PATTERN);
    expect(await verifyFieldGrant(token, SECRET, NOW)).toEqual(grant);
    expect(await verifyFieldGrant(token, SECRET, NOW + 10 * 60_000)).toBeUndefined();
  });

  it("mark a journey's page load synthetic, and a visitor's grant, signed without the mark, not", async () => {
    expect(await verifyFieldGrant(await signFieldGrant({ ...grant, synthetic: true }, SECRET), SECRET, NOW)).toEqual({ ...grant, synthetic: true });
    const { synthetic: _synthetic, ...visitors } = grant;
    const token = await signFieldGrant(visitors, SECRET);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('s');
    expect(await verifyFieldGrant(token, SECRET, NOW)).toEqual(grant);
  });

  it("mark a preview's page load, signed with the rest, and a visitor's grant not", async () => {
    const token = await signFieldGrant({ ...grant, counted: false, preview: true }, SECRET);
    expect(await verifyFieldGrant(token, SECRET, NOW)).toEqual({ ...grant, counted: false, preview: true });
    const { preview: _preview, ...visitors } = grant;
    expect(JSON.parse(Buffer.from((await signFieldGrant(visitors, SECRET)).split('.')[1]!, 'base64url').toString())).not.toHaveProperty('p');
  });

  it('each get a random id of their own', async () => {
    const { id: _id, ...rest } = grant;
    const [first, second] = await Promise.all([signFieldGrant(rest, SECRET), signFieldGrant(rest, SECRET)]);
    const ids = [(await verifyFieldGrant(first, SECRET, NOW))?.id, (await verifyFieldGrant(second, SECRET, NOW))?.id];
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('are refused when signed with another key, altered, or claiming a longer life than any grant has', async () => {
    expect(await verifyFieldGrant(await signFieldGrant(grant, 'another-field-grant-key-0123456789-abcdef'), SECRET, NOW)).toBeUndefined();
    const token = await signFieldGrant(grant, SECRET);
    const [, payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), v: { careers: 'fedcba987654' } })).toString('base64url');
    expect(await verifyFieldGrant(`f1.${altered}.${signature}`, SECRET, NOW)).toBeUndefined();
    const long = await signFieldGrant({ ...grant, expiresAt: new Date(NOW + FIELD_GRANT_TTL_MS + 1000) }, SECRET);
    expect(await verifyFieldGrant(long, SECRET, NOW)).toBeUndefined();
    expect(await verifyFieldGrant('f1.e30.AAAA', SECRET, NOW)).toBeUndefined();
  });
});

// The rotation itself (which key when) is keyRotation.js's: here, that grants name their key
// inside what is signed, and that the worker's keys are the field grant's variables.
describe('a rotation of the field grant key', () => {
  const NEW = 'the-new-field-grant-key-of-the-tests-01234';
  const keys = { current: NEW, previous: { key: SECRET, until: NOW + FIELD_GRANT_TTL_MS } };
  const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { k?: string };

  it('names the key each grant was signed with, by a digest that tells nothing of it', async () => {
    const token = await signFieldGrant(grant, NEW);
    expect(payloadOf(token).k).toBe(await keyIdOf(NEW));
    expect(payloadOf(token).k).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(token).not.toContain(NEW);
    expect(await keyIdOf(SECRET)).not.toBe(await keyIdOf(NEW));
  });

  it("takes the new key's grants, and the old key's for a grant's lifetime after the rotation", async () => {
    const ring = fieldGrantKeysFrom({ FIELD_GRANT_KEY: NEW, FIELD_GRANT_PREVIOUS_KEY: SECRET, FIELD_GRANT_ROTATED_AT: new Date(NOW).toISOString() });
    expect(ring).toEqual(keys);
    const fresh = await signFieldGrant(grant, NEW);
    const older = await signFieldGrant(grant, SECRET);
    expect(await verifyFieldGrant(fresh, ring!, NOW)).toEqual(grant);
    expect(await verifyFieldGrant(older, ring!, NOW)).toEqual(grant);
    // A grant's lifetime after the rotation, a grant still unexpired is the new key's only.
    const later = { ...grant, expiresAt: new Date(NOW + FIELD_GRANT_TTL_MS + 10 * 60_000) };
    expect(await verifyFieldGrant(await signFieldGrant(later, NEW), ring!, NOW + FIELD_GRANT_TTL_MS)).toEqual(later);
    expect(await verifyFieldGrant(await signFieldGrant(later, SECRET), ring!, NOW + FIELD_GRANT_TTL_MS)).toBeUndefined();
    // Without the old key, or with only the old one, each takes its own grants alone.
    expect(await verifyFieldGrant(older, { current: NEW }, NOW)).toBeUndefined();
    expect(await verifyFieldGrant(fresh, SECRET, NOW)).toBeUndefined();
  });

  it("refuses a grant naming one key and signed with the other, or naming a key the worker does not have", async () => {
    const older = await signFieldGrant(grant, SECRET);
    const [, payload] = older.split('.');
    const claimingNew = Buffer.from(JSON.stringify({ ...payloadOf(older), k: await keyIdOf(NEW) })).toString('base64url');
    expect(await verifyFieldGrant(older.replace(payload!, claimingNew), keys, NOW)).toBeUndefined();
    const unknown = Buffer.from(JSON.stringify({ ...payloadOf(older), k: 'AAAAAAAA' })).toString('base64url');
    expect(await verifyFieldGrant(older.replace(payload!, unknown), keys, NOW)).toBeUndefined();
  });
});

