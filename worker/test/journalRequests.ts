// Requests to the submission journal as the site sends them: a suggestion carries the
// staff unlock token, a delivery report the token the journal answered with.
import type { FormName } from 'contract/schemas/forms';
import { issueUnlockToken } from '../src/staff/unlockToken';
import { postJson, TEST_SECRETS } from './testApp';

type RequestableApp = Parameters<typeof postJson>[0];

const TWELVE_HOURS = 12 * 60 * 60 * 1000;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An unlock token the test app accepts, as a correct passcode at `issuedAt` earns it. */
export async function unlockToken(issuedAt = new Date()): Promise<string> {
  return (await issueUnlockToken(TEST_SECRETS.UNLOCK_SIGNING_KEY, issuedAt, TWELVE_HOURS)).token;
}

/** The headers the site sends with a form's journal request. */
export async function journalHeaders(form: FormName): Promise<Record<string, string>> {
  return form === 'suggestion' ? bearer(await unlockToken()) : {};
}

export async function postSubmission(app: RequestableApp, form: FormName, body: unknown): Promise<Response> {
  return postJson(app, `/submissions/${form}`, body, await journalHeaders(form));
}

/** Journals `body` and gives what the browser keeps: the case id and the delivery token. */
export async function journaled(app: RequestableApp, form: FormName, body: unknown): Promise<{ caseId: string; deliveryToken: string }> {
  const response = await postSubmission(app, form, body);
  if (response.status !== 201) throw new Error(`the ${form} was not journaled: ${response.status} ${await response.text()}`);
  return (await response.json()) as { caseId: string; deliveryToken: string };
}

export const deliveryPath = (form: string, caseId: string) => `/submissions/${form}/${encodeURIComponent(caseId)}/delivery`;

/** A delivery report, carrying `deliveryToken` when there is one. */
export function postDelivery(app: RequestableApp, form: string, caseId: string, deliveryToken: string | undefined, body: unknown) {
  return postJson(app, deliveryPath(form, caseId), body, deliveryToken === undefined ? {} : bearer(deliveryToken));
}
