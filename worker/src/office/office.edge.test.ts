// The office under Miniflare (workerd, offline) over D1: a passkey enrols and signs in
// with @simplewebauthn/server bundled for Workers, the session cookie opens the office's
// routes (a ticket found by its case id and marked handled), and a revoke refuses it at once.
import type { Miniflare } from 'miniflare';
import { d1Database } from '../db/d1Database';
import type { Database } from '../db/database';
import { startEdgeWorker, type EdgeWorker } from '../../test/edgeWorker';
import { sessionCookieOf, withCookie } from '../../test/office';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { SITE_ORIGIN } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { invitePerson, revokePerson } from './people';

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
