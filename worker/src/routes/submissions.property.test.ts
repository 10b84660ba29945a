// Hostile bodies and credentials for the journal's two POST routes (property-based):
// whatever arrives, the answer is a 4xx with a JSON error, and the journal does not
// change. Hostile bodies carry the right token, so they are refused for the body.
import fc from 'fast-check';
import { FORM_NAMES, FORM_SCHEMAS, type FormName } from 'contract/schemas/forms';
import { expectAllRefused } from '../../test/hostile/expectAllRefused';
import { hostileJsonRequest } from '../../test/hostile/jsonRequests';
import { sendHostile } from '../../test/hostile/requests';
import { schemaKeys } from '../../test/hostile/schemaKeys';
import { bearer, deliveryPath, journaled, journalHeaders, postDelivery, postSubmission } from '../../test/journalRequests';
import { createTestApp, postJson } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

/** An Authorization header value of any printable ASCII, or a Bearer of any such token. */
const authorization = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((token) => `Bearer ${token}`),
  fc.stringMatching(/^[0-9a-f]{64}$/).map((token) => `Bearer ${token}`),
);

/** A path segment of any printable text (lone surrogates cannot be percent-encoded). */
const pathSegment = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '..', '%00', 'x'.repeat(5_000)),
);

// A thousand requests take a second or two each here; a slower machine gets room.
jest.setTimeout(60_000);

/** Well-formed delivery reports count against their client: raised, so every one reaches the token check. */
const UNLIMITED_REPORTS = { DELIVERY_REPORT_LIMIT_PER_CLIENT: '1000000' };

describe('POST /submissions/:form under hostile bodies', () => {
  it.each(FORM_NAMES)('refuses every malformed %s submission with a 4xx JSON error and journals nothing', async (form) => {
    const { app, db, journal } = await createTestApp();
    const headers = await journalHeaders(form);

    await expectAllRefused({
      db,
      requests: hostileJsonRequest(VALID_BODIES[form], schemaKeys(FORM_SCHEMAS[form])),
      send: (request) => sendHostile(app, `/submissions/${form}`, request, headers),
    });

    // The body the requests were made from is one the route takes.
    expect((await postSubmission(app, form, VALID_BODIES[form])).status).toBe(201);
    expect(await journal()).toHaveLength(1);
  });

  it('refuses a valid suggestion under any Authorization but an unlock token, journaling nothing', async () => {
    const { app, db } = await createTestApp();
    await expectAllRefused({
      db,
      requests: authorization,
      send: (value) => postJson(app, '/submissions/suggestion', VALID_BODIES.suggestion, { Authorization: value }),
      runs: 300,
    });
  });

  it('answers 404 JSON for any form it does not know', async () => {
    const { app, db } = await createTestApp();
    const unknownForm = fc
      .oneof(pathSegment, fc.constantFrom('TICKET', 'Lead', 'ticket ', 'tickets'))
      .filter((name) => !(FORM_NAMES as string[]).includes(name));

    await expectAllRefused({
      db,
      requests: fc.tuple(unknownForm, fc.constantFrom(...FORM_NAMES)),
      send: ([name, bodyOf]) => postJson(app, `/submissions/${encodeURIComponent(name)}`, VALID_BODIES[bodyOf]),
      runs: 300,
    });
  });
});

describe('POST /submissions/:form past the limits', () => {
  /** What a client may send: the valid body as sent, hurried, with the honeypot filled, or turned hostile. */
  const anything = (form: FormName) => {
    const valid = VALID_BODIES[form];
    const asSent = (body: Record<string, unknown>) => ({ kind: 'a valid body', contentType: 'application/json', body: JSON.stringify(body) });
    const variants = 'filledInMs' in valid
      ? [
          fc.record({ filledInMs: fc.nat(), website: fc.oneof(fc.constant(''), fc.string({ maxLength: 40 })) }).map((signals) => asSent({ ...valid, ...signals })),
        ]
      : [];
    return fc.oneof(fc.constant(asSent(valid)), ...variants, hostileJsonRequest(valid, schemaKeys(FORM_SCHEMAS[form])));
  };

  it.each(FORM_NAMES.filter((form) => form !== 'suggestion'))(
    'refuses whatever a client past its limit sends to %s with a 4xx JSON error, storing and counting nothing',
    async (form) => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { app, db, journal } = await createTestApp({ env: { SUBMISSION_LIMIT_PER_CLIENT: '1', SUBMISSION_LIMIT_LAN_PER_CLIENT: '1' } });
      expect((await postSubmission(app, form, VALID_BODIES[form])).status).toBe(201);

      await expectAllRefused({ db, requests: anything(form), send: (request) => sendHostile(app, `/submissions/${form}`, request) });

      expect(await journal()).toHaveLength(1);
    },
  );

});

describe('POST /submissions/:form/:caseId/delivery under hostile bodies', () => {
  it('refuses every malformed delivery report with a 4xx JSON error and changes no delivery state', async () => {
    const { app, db } = await createTestApp();
    const { caseId, deliveryToken } = await journaled(app, 'ticket', VALID_BODIES.ticket);

    await expectAllRefused({
      db,
      requests: hostileJsonRequest({ delivered: true }, ['delivered']),
      send: (request) => sendHostile(app, deliveryPath('ticket', caseId), request, bearer(deliveryToken)),
    });

    const report = await postDelivery(app, 'ticket', caseId, deliveryToken, { delivered: true });
    expect(await report.json()).toEqual({ caseId, delivery: 'delivered' });
  });

  it('refuses a valid report under any Authorization but the delivery token, changing no delivery state', async () => {
    const { app, db } = await createTestApp({ env: UNLIMITED_REPORTS });
    const { caseId, deliveryToken } = await journaled(app, 'ticket', VALID_BODIES.ticket);

    await expectAllRefused({
      db,
      requests: authorization.filter((value) => value !== `Bearer ${deliveryToken}`),
      send: (value) => postJson(app, deliveryPath('ticket', caseId), { delivered: true }, { Authorization: value }),
      runs: 300,
      counted: true,
    });
  });

  it("answers 404 JSON for a report on a case it does not hold, even with another case's token", async () => {
    const { app, db } = await createTestApp({ env: UNLIMITED_REPORTS });
    const held = await journaled(app, 'ticket', VALID_BODIES.ticket);
    const { deliveryToken } = held;
    const otherCase = fc
      .tuple(fc.constantFrom(...FORM_NAMES), fc.oneof(pathSegment, fc.constant(held.caseId)))
      .filter(([form, caseId]) => !(form === 'ticket' && caseId === held.caseId));

    await expectAllRefused({
      db,
      requests: fc.tuple(otherCase, fc.boolean()),
      send: ([[form, caseId], delivered]) => postDelivery(app, form, caseId, deliveryToken, { delivered }),
      runs: 300,
      counted: true,
    });
  });
});
