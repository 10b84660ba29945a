// Hostile bodies for the journal's two POST routes (property-based): whatever arrives,
// the answer is a 4xx with a JSON error, and the journal does not change.
import fc from 'fast-check';
import { FORM_NAMES, FORM_SCHEMAS } from 'shared-ui/schemas/forms';
import { expectAllRefused } from '../../test/hostile/expectAllRefused';
import { hostileJsonRequest } from '../../test/hostile/jsonRequests';
import { sendHostile } from '../../test/hostile/requests';
import { schemaKeys } from '../../test/hostile/schemaKeys';
import { createTestApp, postJson } from '../../test/testApp';
import { VALID_BODIES } from '../../test/validBodies';

/** A path segment of any printable text (lone surrogates cannot be percent-encoded). */
const pathSegment = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '..', '%00', 'x'.repeat(5_000)),
);

// A thousand requests take a second or two each here; a slower machine gets room.
jest.setTimeout(60_000);

describe('POST /submissions/:form under hostile bodies', () => {
  it.each(FORM_NAMES)('refuses every malformed %s submission with a 4xx JSON error and journals nothing', async (form) => {
    const { app, db, journal } = await createTestApp();

    await expectAllRefused({
      db,
      requests: hostileJsonRequest(VALID_BODIES[form], schemaKeys(FORM_SCHEMAS[form])),
      send: (request) => sendHostile(app, `/submissions/${form}`, request),
    });

    // The body the requests were made from is one the route takes.
    expect((await postJson(app, `/submissions/${form}`, VALID_BODIES[form])).status).toBe(201);
    expect(await journal()).toHaveLength(1);
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

describe('POST /submissions/:form/:caseId/delivery under hostile bodies', () => {
  it('refuses every malformed delivery report with a 4xx JSON error and changes no delivery state', async () => {
    const { app, db } = await createTestApp();
    expect((await postJson(app, '/submissions/ticket', VALID_BODIES.ticket)).status).toBe(201);
    const reportPath = `/submissions/ticket/${VALID_BODIES.ticket.UUID}/delivery`;

    await expectAllRefused({
      db,
      requests: hostileJsonRequest({ delivered: true }, ['delivered']),
      send: (request) => sendHostile(app, reportPath, request),
    });

    const report = await postJson(app, reportPath, { delivered: true });
    expect(await report.json()).toEqual({ caseId: VALID_BODIES.ticket.UUID, delivery: 'delivered' });
  });

  it('answers 404 JSON for a report on a case it does not hold', async () => {
    const { app, db } = await createTestApp();
    expect((await postJson(app, '/submissions/ticket', VALID_BODIES.ticket)).status).toBe(201);
    const otherCase = fc
      .tuple(fc.constantFrom(...FORM_NAMES), fc.oneof(pathSegment, fc.constant(VALID_BODIES.ticket.UUID as string)))
      .filter(([form, caseId]) => !(form === 'ticket' && caseId === VALID_BODIES.ticket.UUID));

    await expectAllRefused({
      db,
      requests: fc.tuple(otherCase, fc.boolean()),
      send: ([[form, caseId], delivered]) =>
        postJson(app, `/submissions/${form}/${encodeURIComponent(caseId)}/delivery`, { delivered }),
      runs: 300,
    });
  });
});
