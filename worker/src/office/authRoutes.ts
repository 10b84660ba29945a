// The office's passkey routes: enrolment with a one-time invitation, sign-in, the
// session and sign-out. The relying party is the site (officeSettings.ts); the worker
// issues every challenge, keeps it 5 minutes, and takes it with the one answer that
// checks it. A passkey must verify its person (userVerification 'required'): it is the
// only factor.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { enrolmentBodySchema, enrolmentOptionsBodySchema, signInBodySchema, type OfficeSession } from 'contract/schemas/office';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { auditStatement } from './audit';
import { CEREMONY_TIMEOUT_MS, storeChallenge, takeChallenge } from './challenges';
import { requireInvitation } from './invitations';
import { credentialOf, findPasskey, replacePasskeyStatements } from './passkeys';
import { relyingParty } from './officeSettings';
import { base64url } from './secretToken';
import { clearSessionCookie, endSession, lookUpSession, newSession, setSessionCookie, tidyStatements } from './sessions';
import { takeSignInSlot } from './signInLimit';

/** An enrolment's challenge is kept under its invitation: asking for options again replaces it. */
const enrolChallengeId = (invitationHash: string) => `enrol:${invitationHash}`;

const notVerified = (status: 400 | 401) => new ApiError(status, 'The passkey could not be verified: try again');

export function officeAuthRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const rp = relyingParty(env.siteOrigins);
  const routes = new Hono();

  routes.post(ENDPOINTS.officeEnrolmentOptions, async (c) => {
    const { invitation } = validate(enrolmentOptionsBodySchema, await readJsonObject(c), 'The enrolment request is not valid');
    await takeSignInSlot(c, deps);
    const at = now();
    const { hash, person } = await requireInvitation(db, invitation, at);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: person.name,
      userDisplayName: person.name,
      userID: new TextEncoder().encode(person.id),
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // Discoverable, so that signing in needs no name first; verified, as it is the only factor.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await storeChallenge(db, enrolChallengeId(hash), 'enrol', options.challenge, at);
    return c.json(options);
  });

  routes.post(ENDPOINTS.officeEnrolment, async (c) => {
    const body = validate(enrolmentBodySchema, await readJsonObject(c), 'The enrolment is not valid');
    await takeSignInSlot(c, deps);
    const at = now();
    const { hash, person } = await requireInvitation(db, body.invitation, at);
    const challenge = await takeChallenge(db, enrolChallengeId(hash), 'enrol', at);
    if (!challenge) throw new ApiError(400, 'This enrolment has expired: start again');
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch {
      throw notVerified(400);
    }
    if (!verification.verified) throw notVerified(400);
    const { credential } = verification.registrationInfo;
    if (await findPasskey(db, credential.id)) throw new ApiError(409, 'This passkey is already enrolled');
    const session = await newSession(person.id, at);
    const iso = at.toISOString();
    const [consumed] = await db.batch([
      { sql: 'DELETE FROM office_invitations WHERE token_hash = ?', params: [hash] },
      ...replacePasskeyStatements(person.id, credential, at),
      // Enrolling (again) reinstates a revoked person and ends the sessions of their old passkey.
      { sql: 'UPDATE office_people SET revoked_at = NULL WHERE id = ?', params: [person.id] },
      { sql: 'UPDATE office_sessions SET ended_at = ? WHERE person_id = ? AND ended_at IS NULL', params: [iso, person.id] },
      session.statement,
      ...tidyStatements(at),
      auditStatement({ at, by: { id: person.id, name: person.name }, action: 'enrol', subject: person.name }),
    ]);
    if (consumed?.changes !== 1) throw new ApiError(400, 'This enrolment link was used or has expired: ask for a new one');
    setSessionCookie(c, session, at);
    return c.json({ person: { id: person.id, name: person.name }, expiresAt: session.expiresAt.toISOString() } satisfies OfficeSession, 201);
  });

  routes.post(ENDPOINTS.officeSignInOptions, async (c) => {
    await readJsonObject(c);
    await takeSignInSlot(c, deps);
    const at = now();
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
    const challengeId = base64url(crypto.getRandomValues(new Uint8Array(32)));
    await storeChallenge(db, challengeId, 'sign-in', options.challenge, at);
    return c.json({ challengeId, options });
  });

  routes.post(ENDPOINTS.officeSignIn, async (c) => {
    const body = validate(signInBodySchema, await readJsonObject(c), 'The sign-in is not valid');
    await takeSignInSlot(c, deps);
    const at = now();
    const challenge = await takeChallenge(db, body.challengeId, 'sign-in', at);
    if (!challenge) throw new ApiError(400, 'This sign-in has expired or was used: start again');
    const credentialId = typeof body.response.id === 'string' ? body.response.id : '';
    const passkey = credentialId ? await findPasskey(db, credentialId) : null;
    if (!passkey) throw notVerified(401);
    const person = await db.first<{ id: string; name: string; revoked_at: string | null }>('SELECT id, name, revoked_at FROM office_people WHERE id = ?', [
      passkey.person_id,
    ]);
    if (!person) throw notVerified(401);
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: body.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: credentialOf(passkey),
        requireUserVerification: true,
      });
    } catch {
      throw notVerified(401);
    }
    if (!verification.verified) throw notVerified(401);
    if (person.revoked_at !== null) throw new ApiError(403, 'Your office access was revoked');
    const session = await newSession(person.id, at);
    await db.batch([
      { sql: 'UPDATE office_passkeys SET counter = ? WHERE credential_id = ?', params: [verification.authenticationInfo.newCounter, passkey.credential_id] },
      session.statement,
      ...tidyStatements(at),
    ]);
    setSessionCookie(c, session, at);
    return c.json({ person: { id: person.id, name: person.name }, expiresAt: session.expiresAt.toISOString() } satisfies OfficeSession);
  });

  routes.get(ENDPOINTS.officeSession, async (c) => {
    const session = await lookUpSession(c, db, now());
    if (session.state === 'none') throw new ApiError(401, 'Sign in to the office first');
    if (session.state === 'revoked') throw new ApiError(403, 'Your office access was revoked');
    return c.json({ person: session.person, expiresAt: session.expiresAt } satisfies OfficeSession);
  });

  routes.post(ENDPOINTS.officeSignOut, async (c) => {
    await readJsonObject(c);
    const at = now();
    const session = await lookUpSession(c, db, at);
    if (session.state === 'none') throw new ApiError(401, 'Sign in to the office first');
    if (session.state === 'revoked') throw new ApiError(403, 'Your office access was revoked');
    await endSession(db, session.tokenHash, at);
    clearSessionCookie(c);
    return c.json({ signedOut: true });
  });

  return routes;
}
