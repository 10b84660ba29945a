// An invitation is used once, even by two enrolments racing on it: both pass every check
// before either writes, and the one whose batch claims the invitation first is the only
// one that stores a passkey and starts a session.
import { createTestApp, migratedMemoryDatabase, SITE_ORIGIN } from '../../test/testApp';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { holdingWrites } from '../../test/heldWrites';
import { officePost, sessionCookieOf, withCookie } from '../../test/office';
import { invitePerson } from './people';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

async function registration(app: App, invitation: string, authenticator: SoftAuthenticator) {
  const options = await officePost(app, '/office/enrolment/options', { invitation });
  expect(options.status).toBe(200);
  return authenticator.register(await options.json());
}

it('lets exactly one of two racing enrolments store its passkey and start a session', async () => {
  const gate = holdingWrites(await migratedMemoryDatabase(), (sql) => sql.startsWith('INSERT INTO office_passkeys'), 2);
  const { app, db } = await createTestApp({ db: gate.db });
  const { invitation } = await invitePerson(db, 'Jamie Lee', new Date());
  const first = new SoftAuthenticator(SITE_ORIGIN);
  const second = new SoftAuthenticator(SITE_ORIGIN);

  // The first takes its challenge and is verified; the second asks for options while the
  // first is about to write (the invitation is still there), then both write.
  const firstAnswer = registration(app, invitation, first).then((response) => officePost(app, '/office/enrolment', { invitation, response }));
  await gate.firstArrived;
  const secondResponse = await registration(app, invitation, second);
  const answers = await Promise.all([firstAnswer, officePost(app, '/office/enrolment', { invitation, response: secondResponse })]);

  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  const winner = answers.findIndex((answer) => answer.status === 201);
  const loser = answers[1 - winner]!;
  expect(await loser.json()).toEqual({ error: 'This enrolment link was used or has expired: ask for a new one' });
  expect(loser.headers.get('set-cookie')).toBeNull();
  expect((await app.request('/office/session', { headers: withCookie(sessionCookieOf(answers[winner]!)) })).status).toBe(200);
  const stored = await db.all<{ credential_id: string }>('SELECT credential_id FROM office_passkeys');
  expect(stored).toEqual([{ credential_id: [first, second][winner]!.id }]);
  expect(await db.all('SELECT person_id FROM office_sessions')).toHaveLength(1);
  expect(await db.all("SELECT action FROM office_audit WHERE action = 'enrol'")).toHaveLength(1);
});
