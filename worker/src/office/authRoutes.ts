// The office's passkey routes: enrolment with a one-time invitation, sign-in, the
// session and sign-out. The relying party is the site (officeSettings.ts); the worker
// issues every challenge, keeps it 5 minutes, and takes it with the one answer that
// checks it. A passkey must verify its person (userVerification 'required'): it is the
// only factor. Enrolment, sign-in, a refused sign-in and sign-out are audited.
import { generateAuthenticationOptions, generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { enrolmentBodySchema, enrolmentOptionsBodySchema, signInBodySchema, type OfficeSession } from 'contract/schemas/office';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { auditStatement, recordAudit } from './audit';
import { auditClient } from './auditClient';
import { CEREMONY_TIMEOUT_MS, storeChallenge, takeChallenge } from './challenges';
import { checkSignIn, notVerified } from './checkSignIn';
import { claimedInvitation, enrolmentStatements } from './enrolmentStatements';
import { requireInvitation } from './invitations';
import { credentialOf, findPasskey, passkeysOf } from './passkeys';
import { relyingParty } from './officeSettings';
import { base64url } from './secretToken';
import { clearSessionCookie, endSessionStatement, lookUpSession, newSession, setSessionCookie, tidyStatements } from './sessions';
import { takeSignInSlot } from './signInLimit';

/** An enrolment's challenge is kept under its invitation: asking for options again replaces it. */
const enrolChallengeId = (invitationHash: string) => `enrol:${invitationHash}`;

/** The credential id a sign-in's answer claims, as the audit records a refusal under it. */
const CREDENTIAL_ID_PATTERN = /^[A-Za-z0-9_-]{1,1366}$/; // WebAuthn ids are at most 1023 bytes
const attemptedCredentialId = (response: Record<string, unknown>) =>
  typeof response.id === 'string' && CREDENTIAL_ID_PATTERN.test(response.id) ? response.id : '(no credential id)';

/** Who a refused sign-in is audited as: nobody was verified. */
const NOT_SIGNED_IN = { id: null, name: '(not signed in)' };

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
      // An authenticator that holds the person's passkey already says so rather than make a second.
      excludeCredentials: (await passkeysOf(db, person.id)).map(credentialOf).map(({ id, transports }) => ({ id, transports })),
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
    const session = await newSession(person.id, at, env.office.session);
    const client = await auditClient(c, deps, at);
    const results = await db.batch(enrolmentStatements({ invitationHash: hash, person, credential, session, at, client }));
    if (!claimedInvitation(results)) throw new ApiError(400, 'This enrolment link was used or has expired: ask for a new one');
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
    const verdict = await checkSignIn(db, rp, body, at);
    const client = await auditClient(c, deps, at);
    if (!verdict.verified) {
      const subject = attemptedCredentialId(body.response);
      await recordAudit(db, { at, by: NOT_SIGNED_IN, action: 'sign-in-refused', subject, detail: verdict.reason, client });
      throw verdict.refusal;
    }
    const { person, passkey } = verdict;
    const session = await newSession(person.id, at, env.office.session);
    await db.batch([
      session.statement,
      ...tidyStatements(at),
      auditStatement({ at, by: person, action: 'sign-in', subject: passkey.credential_id, client }),
    ]);
    setSessionCookie(c, session, at);
    return c.json({ person, expiresAt: session.expiresAt.toISOString() } satisfies OfficeSession);
  });

  routes.get(ENDPOINTS.officeSession, async (c) => {
    const session = await lookUpSession(c, db, now(), env.office.session);
    if (session.state === 'none') throw new ApiError(401, 'Sign in to the office first');
    if (session.state === 'revoked') throw new ApiError(403, 'Your office access was revoked');
    return c.json({ person: session.person, expiresAt: session.expiresAt } satisfies OfficeSession);
  });

  routes.post(ENDPOINTS.officeSignOut, async (c) => {
    await readJsonObject(c);
    const at = now();
    const session = await lookUpSession(c, db, at, env.office.session);
    if (session.state === 'none') throw new ApiError(401, 'Sign in to the office first');
    if (session.state === 'revoked') throw new ApiError(403, 'Your office access was revoked');
    const client = await auditClient(c, deps, at);
    await db.batch([
      endSessionStatement(session.tokenHash, at),
      auditStatement({ at, by: session.person, action: 'sign-out', subject: session.person.name, client }),
    ]);
    clearSessionCookie(c);
    return c.json({ signedOut: true });
  });

  return routes;
}
