// The two passkey ceremonies against the worker (contract/schemas/office): enrolment
// with a one-time invitation, and sign-in. @simplewebauthn/browser turns the worker's
// options into navigator.credentials calls and the answers back into JSON; it is
// imported here alone, so only these two pages' chunks carry it.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ENDPOINTS } from 'contract/endpoints';
import { z } from 'contract/schemas/zod';
import { officeSessionSchema, type OfficeSession } from 'contract/schemas/office';
import { workerPost } from 'shared-ui/api/worker';

const withCookie = { credentials: 'include' } as const;

const signInOptionsSchema = z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
/** The enrolment's options, bare or under `options` (the contract leaves the wrapping open). */
const creationOptions = (answer: unknown): PublicKeyCredentialCreationOptionsJSON => {
  const bare = z.looseObject({ challenge: z.string() });
  const wrapped = z.object({ options: bare }).safeParse(answer);
  return (wrapped.success ? wrapped.data.options : bare.parse(answer)) as unknown as PublicKeyCredentialCreationOptionsJSON;
};

/** Enrols a passkey for the invitation; the session when the worker signs the person in at once, else null. */
export async function enrolPasskey(invitation: string): Promise<OfficeSession | null> {
  const options = creationOptions(await workerPost(ENDPOINTS.officeEnrolmentOptions, { invitation }, undefined, withCookie));
  const response = await startRegistration({ optionsJSON: options });
  const answer = await workerPost(ENDPOINTS.officeEnrolment, { invitation, response }, undefined, withCookie);
  const session = officeSessionSchema.safeParse(answer);
  return session.success ? session.data : null;
}

/** Signs in with a passkey; the worker sets the session cookie and answers who it is. */
export async function signInWithPasskey(): Promise<OfficeSession> {
  const { challengeId, options } = await workerPost(ENDPOINTS.officeSignInOptions, {}, signInOptionsSchema, withCookie);
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return workerPost(ENDPOINTS.officeSignIn, { challengeId, response }, officeSessionSchema, withCookie);
}
