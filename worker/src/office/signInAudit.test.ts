// The office's audit records each sign-in, refused sign-in, sign-out and payments export:
// who (the person, or for a refusal the credential id the answer claimed), when, and the
// client as the day's pseudonym of its address, never the address.
import { createTestApp, SITE_ORIGIN, TEST_CLIENT_HEADER } from '../../test/testApp';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { officePost, sessionCookieOf, signedInPerson, signInOptions, withCookie } from '../../test/office';

const START = new Date('2026-11-27T09:00:00.000Z');
const ADDRESS = '203.0.113.77';
const FROM_ADDRESS = { [TEST_CLIENT_HEADER]: ADDRESS };

interface AuditRow {
  at: string;
  person_id: string | null;
  person_name: string;
  action: string;
  subject: string;
  detail: string | null;
  client: string | null;
}

async function officeWithPerson() {
  const { app, db } = await createTestApp({ now: () => START });
  const { person, authenticator } = await signedInPerson(app, db, 'Jamie Lee', START);
  const signIn = async (spoil = {}, who = authenticator) => {
    const { challengeId, options } = await signInOptions(app);
    return officePost(app, '/office/sign-in', { challengeId, response: who.assert(options, spoil) }, FROM_ADDRESS);
  };
  const audit = (action: string) => db.all<AuditRow>('SELECT * FROM office_audit WHERE action = ? ORDER BY id', [action]);
  return { app, db, person, authenticator, signIn, audit };
}

const PSEUDONYM = /^[0-9a-f]{32}$/;

it('records a sign-in with the person, the passkey, when, and the client’s pseudonym', async () => {
  const { person, authenticator, signIn, audit } = await officeWithPerson();
  expect((await signIn()).status).toBe(200);
  expect(await audit('sign-in')).toEqual([
    expect.objectContaining({ at: START.toISOString(), person_id: person.id, person_name: 'Jamie Lee', subject: authenticator.id, client: expect.stringMatching(PSEUDONYM) }),
  ]);
  const [enrolled] = await audit('enrol');
  expect(enrolled?.client).toMatch(PSEUDONYM);
});

it.each([
  ['a tampered signature', { tamperSignature: true }, /^passkey of Jamie Lee \(.+\): /],
  ['the user not verified', { userNotVerified: true }, /^passkey of Jamie Lee \(.+\): .*user/i],
])('records a sign-in refused for %s under the credential id it claimed', async (_, spoil, reason) => {
  const { authenticator, signIn, audit } = await officeWithPerson();
  expect((await signIn(spoil)).status).toBe(401);
  const [refused] = await audit('sign-in-refused');
  expect(refused).toMatchObject({ at: START.toISOString(), person_id: null, subject: authenticator.id, client: expect.stringMatching(PSEUDONYM) });
  expect(refused?.detail).toMatch(reason);
});

it('records a passkey it does not know, and a cloned one, refused', async () => {
  const { authenticator, signIn, audit } = await officeWithPerson();
  const stranger = new SoftAuthenticator(SITE_ORIGIN);
  const copy = authenticator.clone();
  expect((await signIn({}, stranger)).status).toBe(401);
  expect((await signIn()).status).toBe(200);
  expect((await signIn({}, copy)).status).toBe(401);
  const refusals = await audit('sign-in-refused');
  expect(refusals.map(({ subject, detail }) => [subject, detail])).toEqual([
    [stranger.id, 'unknown passkey'],
    [authenticator.id, expect.stringMatching(/^passkey of Jamie Lee \(.+\): .*counter/i)],
  ]);
});

it('records a refusal whose answer claims no usable credential id', async () => {
  const { app, audit } = await officeWithPerson();
  const { challengeId } = await signInOptions(app);
  expect((await officePost(app, '/office/sign-in', { challengeId, response: { id: 'not an id!' } })).status).toBe(401);
  expect(await audit('sign-in-refused')).toEqual([expect.objectContaining({ subject: '(no credential id)', detail: 'unknown passkey' })]);
});

it('records a sign-out and a payments export with who made them', async () => {
  const { app, person, signIn, audit } = await officeWithPerson();
  const cookie = sessionCookieOf(await signIn());
  const csv = await app.request('/office/payments.csv?from=2026-11-01&to=2026-11-30', { headers: { ...withCookie(cookie), ...FROM_ADDRESS } });
  expect(csv.status).toBe(200);
  expect(await audit('export-payments')).toEqual([
    expect.objectContaining({ person_id: person.id, subject: '2026-11-01 to 2026-11-30', detail: '0 payments', client: expect.stringMatching(PSEUDONYM) }),
  ]);
  expect((await officePost(app, '/office/sign-out', {}, { ...withCookie(cookie), ...FROM_ADDRESS })).status).toBe(200);
  expect(await audit('sign-out')).toEqual([expect.objectContaining({ person_id: person.id, subject: 'Jamie Lee', client: expect.stringMatching(PSEUDONYM) })]);
});

it('names one client by one pseudonym all day, another client by another, and never by its address', async () => {
  const { app, db, signIn } = await officeWithPerson();
  await signIn();
  await signIn({ tamperSignature: true });
  const { challengeId, options } = await signInOptions(app);
  await officePost(app, '/office/sign-in', { challengeId, response: new SoftAuthenticator(SITE_ORIGIN).assert(options) }, { [TEST_CLIENT_HEADER]: '198.51.100.4' });
  const clients = await db.all<{ action: string; client: string }>("SELECT action, client FROM office_audit WHERE action LIKE 'sign-in%' ORDER BY id");
  expect(clients[0]!.client).toBe(clients[1]!.client);
  expect(clients[2]!.client).not.toBe(clients[0]!.client);
  expect(JSON.stringify(await db.all('SELECT * FROM office_audit'))).not.toMatch(/203\.0\.113|198\.51\.100|192\.0\.2/);
});
