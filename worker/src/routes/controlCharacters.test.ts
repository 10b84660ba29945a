// Every text field of every form refuses control characters (contract/schemas/plainText):
// a name holding an escape sequence never reaches the journal, nor the staff listing.
import { FORM_NAMES } from 'contract/schemas/forms';
import { HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { postSubmission } from '../../test/journalRequests';
import { createTestApp } from '../../test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';

const ESCAPE = '\u001b]0;owned\u0007\u001b[2J';

const textFields = FORM_NAMES.flatMap((form) =>
  Object.entries(VALID_BODIES[form])
    .filter(([field, value]) => typeof value === 'string' && field !== HONEYPOT_FIELD)
    .map(([field]) => [form, field] as const),
);

describe('control characters in a submission', () => {
  it.each([
    ['ticket', 'Name'],
    ['lead', 'Name'],
    ['suggestion', 'Name'],
  ] as const)('are refused in a %s name with a message naming the field', async (form, label) => {
    const { app, journal } = await createTestApp();
    const response = await postSubmission(app, form, { ...VALID_BODIES[form], name: `Lee${ESCAPE}` });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `The ${form} form has errors`,
      issues: [{ path: 'name', message: `${label} cannot contain control characters such as escape codes or text-direction overrides.` }],
    });
    expect(await journal()).toEqual([]);
  });

  it.each(textFields)('are refused in %s field %s, storing nothing', async (form, field) => {
    const { app, journal } = await createTestApp();
    const body: Record<string, unknown> = VALID_BODIES[form];
    for (const unsafe of [ESCAPE, '\u202Ereversed', '\u009b2J']) {
      const response = await postSubmission(app, form, { ...body, [field]: `${String(body[field])}${unsafe}` });
      expect(response.status).toBe(400);
      const { issues } = (await response.json()) as { issues: { path: string }[] };
      expect(issues.map((issue) => issue.path)).toContain(field);
    }
    expect(await journal()).toEqual([]);
  });

  it('keep the line breaks of a description', async () => {
    const { app, journal } = await createTestApp();
    const response = await postSubmission(app, 'ticket', { ...VALID_BODIES.ticket, description: 'First the receiver.\r\nThen the\tsub.' });
    expect(response.status).toBe(201);
    expect(JSON.parse((await journal())[0]!.payload).description).toBe('First the receiver.\r\nThen the\tsub.');
  });
});
