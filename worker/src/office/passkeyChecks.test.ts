// Two checks of @simplewebauthn/server's that the worker must ask for and keep: the
// authenticator verified its user (a passkey is the only factor), at enrolment and at
// sign-in; and the signature counter moves on, so a cloned passkey whose counter goes
// back, or stays, is refused (the stored counter is moved at each sign-in).
import { createTestApp, migratedMemoryDatabase, SITE_ORIGIN } from '../../test/testApp';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { holdingWrites } from '../../test/heldWrites';
import { officePost, sessionCookieOf, signedInPerson, signInOptions } from '../../test/office';
import { invitePerson } from './people';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

async function signIn(app: App, authenticator: SoftAuthenticator, spoil = {}) {
  const { challengeId, options } = await signInOptions(app);
  return officePost(app, '/office/sign-in', { challengeId, response: authenticator.assert(options, spoil) });
}

const sessionRows = (db: Awaited<ReturnType<typeof createTestApp>>['db']) => db.all('SELECT token_hash FROM office_sessions');

describe('user verification', () => {
  it('refuses an enrolment whose authenticator did not verify its user, storing no passkey and no session', async () => {
    const { app, db } = await createTestApp();
    const { invitation } = await invitePerson(db, 'Jamie Lee', new Date());
    const options = await (await officePost(app, '/office/enrolment/options', { invitation })).json();
    const response = new SoftAuthenticator(SITE_ORIGIN).register(options, { userNotVerified: true });
    const refused = await officePost(app, '/office/enrolment', { invitation, response });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'The passkey could not be verified: try again' });
    expect(await db.all('SELECT * FROM office_passkeys')).toEqual([]);
    expect(await sessionRows(db)).toEqual([]);
  });

  it('refuses a sign-in whose authenticator did not verify its user with 401, starting no session', async () => {
    const { app, db } = await createTestApp();
    const { authenticator } = await signedInPerson(app, db);
    const before = await sessionRows(db);
    const refused = await signIn(app, authenticator, { userNotVerified: true });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await sessionRows(db)).toEqual(before);
    expect((await signIn(app, authenticator)).status).toBe(200);
  });
});

describe('the signature counter', () => {
  it('refuses a cloned passkey whose counter does not move on from the last sign-in', async () => {
    const { app, db } = await createTestApp();
    const { authenticator } = await signedInPerson(app, db);
    const copy = authenticator.clone();
    expect((await signIn(app, authenticator)).status).toBe(200); // counter 1
    const replayed = await signIn(app, copy); // counter 1 again
    expect(replayed.status).toBe(401);
    expect(replayed.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a cloned passkey whose counter goes back', async () => {
    const { app, db } = await createTestApp();
    const { authenticator } = await signedInPerson(app, db);
    const copy = authenticator.clone();
    expect((await signIn(app, authenticator)).status).toBe(200); // counter 1
    expect((await signIn(app, authenticator)).status).toBe(200); // counter 2
    const before = await sessionRows(db);
    expect((await signIn(app, copy)).status).toBe(401); // counter 1
    expect(await sessionRows(db)).toEqual(before);
    // The passkey itself goes on signing in.
    expect((await signIn(app, authenticator)).status).toBe(200);
  });

  it('lets one of a passkey and its clone signing in at once with the same counter through', async () => {
    const gate = holdingWrites(await migratedMemoryDatabase(), (sql) => sql.startsWith('UPDATE office_passkeys SET counter'), 2);
    const { app, db } = await createTestApp({ db: gate.db });
    const { authenticator } = await signedInPerson(app, db);
    const copy = authenticator.clone();
    const [first, second] = await Promise.all([signInOptions(app), signInOptions(app)]);
    const answers = await Promise.all([
      officePost(app, '/office/sign-in', { challengeId: first!.challengeId, response: authenticator.assert(first!.options) }),
      officePost(app, '/office/sign-in', { challengeId: second!.challengeId, response: copy.assert(second!.options) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(answers.map(sessionCookieOf).filter(Boolean)).toHaveLength(1);
  });
});
