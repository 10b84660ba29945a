// The office under Miniflare (workerd, offline) over D1: a passkey enrols and signs in
// with @simplewebauthn/server bundled for Workers, the session cookie opens the office's
// routes (a ticket found by its case id and marked handled), and a revoke refuses it at once.
// On D1 too, of two enrolments' batches on one invitation only the first writes, and the
// staff command's statements as SQL text (what `wrangler d1 execute` sends) invite and revoke.
import type { Miniflare } from 'miniflare';
import { d1Database } from '../db/d1Database';
import type { Database } from '../db/database';
import { startEdgeWorker, type EdgeWorker } from '../../test/edgeWorker';
import { sessionCookieOf, withCookie } from '../../test/office';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { SITE_ORIGIN } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';
import type { SqlStatement } from '../db/database';
import { inlineSql } from '../db/inlineSql';
import { personAfter } from '../cli/staffOnD1';
import { claimedInvitation, enrolmentStatements } from './enrolmentStatements';
import { requireInvitation } from './invitations';
import { invitePerson, newInvitation, revokePerson } from './people';
import { newSession } from './sessions';
import { revokeStatements } from './staffStatements';

jest.setTimeout(60_000);

let worker: EdgeWorker;
let mf: Miniflare;
let db: Database;

beforeAll(async () => {
  worker = await startEdgeWorker({ outboundService: async () => new Response('not used', { status: 500 }) });
  mf = worker.mf;
  db = d1Database(worker.d1);
});

afterAll(async () => {
  await worker?.stop();
});

const app = {
  request: (path: string, init?: RequestInit) =>
    mf.dispatchFetch(`http://worker.test${path}`, init as Parameters<Miniflare['dispatchFetch']>[1]) as unknown as Promise<Response>,
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers }, body: JSON.stringify(body) });

it('enrols a passkey, signs in with it, lists and marks a follow-up, and refuses the session once the person is revoked', async () => {
  const { invitation, person } = await invitePerson(db, 'Jamie Lee', new Date());
  const authenticator = new SoftAuthenticator(SITE_ORIGIN);
  const registration = await post('/office/enrolment/options', { invitation });
  expect(registration.status).toBe(200);
  const enrolled = await post('/office/enrolment', { invitation, response: authenticator.register(await registration.json()) });
  expect(enrolled.status).toBe(201);
  expect(enrolled.headers.get('set-cookie')).toMatch(/HttpOnly; Secure; SameSite=Strict$/);

  const { challengeId, options } = (await (await post('/office/sign-in/options', {})).json()) as { challengeId: string; options: { challenge: string } };
  const signedIn = await post('/office/sign-in', { challengeId, response: authenticator.assert(options) });
  expect(signedIn.status).toBe(200);
  const cookie = sessionCookieOf(signedIn);

  const session = await app.request('/office/session', { headers: withCookie(cookie) });
  expect(session.status).toBe(200);
  expect(session.headers.get('cache-control')).toBe('private, no-store');
  expect(await session.json()).toMatchObject({ person: { id: person.id, name: 'Jamie Lee' } });

  const ticket = await post('/submissions/ticket', VALID_BODIES.ticket);
  const { caseId } = (await ticket.json()) as { caseId: string };
  const list = await app.request(`/office/follow-ups?q=${caseId}`, { headers: withCookie(cookie) });
  expect(list.status).toBe(200);
  expect(await list.json()).toEqual({
    items: [expect.objectContaining({ form: 'ticket', caseId, name: 'Lee Chen', delivery: 'pending', handled: null })],
  });
  const handled = await post(`/office/follow-ups/ticket/${caseId}/handled`, { note: 'Called back' }, withCookie(cookie));
  expect(await handled.json()).toMatchObject({ handled: { by: 'Jamie Lee', note: 'Called back' } });

  const replayed = await post('/office/sign-in', { challengeId, response: authenticator.assert(options) });
  expect(replayed.status).toBe(400);

  await revokePerson(db, 'Jamie Lee', new Date());
  expect((await app.request('/office/session', { headers: withCookie(cookie) })).status).toBe(403);
});

it('lets only the first of two enrolments’ batches on one invitation write', async () => {
  const at = new Date();
  const { invitation, person } = await invitePerson(db, 'Sam Roe', at);
  const { hash } = await requireInvitation(db, invitation, at);
  const limits = { lifetimeMs: 60_000, idleMs: 60_000 };
  const enrolment = async (credentialId: string) => ({
    invitationHash: hash,
    person,
    credential: { id: credentialId, publicKey: new Uint8Array([1, 2, 3]), counter: 0 },
    session: await newSession(person.id, at, limits),
    at,
    client: 'c',
  });
  const first = await db.batch(enrolmentStatements(await enrolment('Zmlyc3Q')));
  const second = await db.batch(enrolmentStatements(await enrolment('c2Vjb25k')));
  expect([claimedInvitation(first), claimedInvitation(second)]).toEqual([true, false]);
  expect(second.map(({ changes }) => changes).slice(0, -2)).toEqual(second.slice(0, -2).map(() => 0));
  expect(await db.all('SELECT credential_id FROM office_passkeys WHERE person_id = ?', [person.id])).toEqual([{ credential_id: 'Zmlyc3Q' }]);
  expect(await db.all('SELECT person_id FROM office_sessions WHERE person_id = ?', [person.id])).toHaveLength(1);
});

it('invites and revokes with the staff command’s statements as SQL text', async () => {
  const execute = (statements: SqlStatement[]) => worker.d1.batch(statements.map((statement) => worker.d1.prepare(inlineSql(statement))));
  const { invitation, statements } = await newInvitation("Siobhán O'Neil", new Date());
  const results = await execute([...statements, personAfter("Siobhán O'Neil")]);
  expect(results.at(-1)?.results).toEqual([expect.objectContaining({ name: "Siobhán O'Neil", revoked_at: null })]);
  const { person } = await requireInvitation(db, invitation, new Date());
  await execute(revokeStatements(person.id, new Date()));
  expect(await db.first('SELECT revoked_at FROM office_people WHERE id = ?', [person.id])).toEqual({ revoked_at: expect.any(String) });
  await expect(requireInvitation(db, invitation, new Date())).rejects.toThrow('used or has expired');
});
