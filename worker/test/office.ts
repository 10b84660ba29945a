// The office's test steps: invite a person, enrol a software passkey with the
// invitation, sign in with it, and carry the session cookie like a browser.
import type { Database } from '../src/db/database';
import { invitePerson } from '../src/office/people';
import { SESSION_COOKIE } from '../src/office/sessions';
import { SoftAuthenticator } from './softAuthenticator';
import { SITE_ORIGIN } from './testApp';

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export const officePost = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The `Cookie` header a browser would send back after `response`, or '' when it set none. */
export function sessionCookieOf(response: Response): string {
  const match = (response.headers.get('set-cookie') ?? '').match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
  return match && match[1] ? `${SESSION_COOKIE}=${match[1]}` : '';
}

export const withCookie = (cookie: string) => ({ Cookie: cookie });

/** Enrols `authenticator` with `invitation`; answers the enrolment's response. */
export async function enrol(app: App, invitation: string, authenticator: SoftAuthenticator) {
  const options = await officePost(app, '/office/enrolment/options', { invitation });
  if (options.status !== 200) throw new Error(`enrolment options answered ${options.status}: ${await options.text()}`);
  const response = authenticator.register((await options.json()) as Parameters<SoftAuthenticator['register']>[0]);
  return officePost(app, '/office/enrolment', { invitation, response });
}

/** An invited, enrolled person and their session cookie. */
export async function signedInPerson(app: App, db: Database, name = 'Jamie Lee', now = new Date()) {
  const { invitation, person } = await invitePerson(db, name, now);
  const authenticator = new SoftAuthenticator(SITE_ORIGIN);
  const enrolled = await enrol(app, invitation, authenticator);
  if (enrolled.status !== 201) throw new Error(`enrolment answered ${enrolled.status}: ${await enrolled.text()}`);
  return { person, authenticator, cookie: sessionCookieOf(enrolled) };
}

/** Asks for sign-in options; answers the challenge's id and the options. */
export async function signInOptions(app: App) {
  const answer = await officePost(app, '/office/sign-in/options', {});
  if (answer.status !== 200) throw new Error(`sign-in options answered ${answer.status}`);
  return (await answer.json()) as { challengeId: string; options: { challenge: string; rpId?: string } };
}
