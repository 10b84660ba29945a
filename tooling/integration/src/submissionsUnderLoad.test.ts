/**
 * @jest-environment node
 */
// 200 submissions, 20 at a time, down the path every form takes (submitSubmission:
// journal with the real worker, send each email through the real @emailjs/browser,
// report whether it went with the journal's delivery token) while the email relay, the
// sandbox's EmailJS stand-in, fails a fifth of its sends. None is lost: every submission
// is in the journal, its delivery state is what the relay answered, and the failed ones
// are exactly what `npm run submissions` lists for staff to follow up. It runs on Node:
// the worker it starts needs Web Crypto, which jsdom lacks.
import { createSandbox } from 'sandbox/src/app';
import { EMAILJS_MESSAGES } from 'sandbox/src/emailjs/messages';
import type { Database } from 'worker/src/db/database';
import { countSubmissions, findSubmission, listUnconfirmed } from 'worker/src/submissions/journal';
import { journalHeaders } from 'worker/test/journalRequests';
import { listen, type Listening } from 'worker/test/listen';
import { createTestApp } from 'worker/test/testApp';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import type { EmailConfig, EmailTemplateKey } from 'contract/schemas/config';
import { FORM_NAMES, FORM_SCHEMAS, type FormName } from 'contract/schemas/forms';
import { fetchEmailConfig } from 'shared-ui/api/config';
import { configureWorker } from 'shared-ui/api/worker';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';

const SUBMISSIONS = 200;
const AT_A_TIME = 20;
const FAILURE_RATIO = 0.2;

/** The emails each form sends once journaled (the customer's receipt first, where there is one). */
const EMAILS: Record<FormName, EmailTemplateKey[]> = {
  application: ['application'],
  lan: ['lan'],
  suggestion: ['suggestion'],
  ticket: ['ticketReceipt', 'ticketAudio'],
  lead: ['leadReceipt', 'leadCommercial'],
};

interface Outcome {
  form: FormName;
  values: Record<string, unknown>;
  caseId: string;
  /** What the relay's answers came to: every email sent, or one refused. */
  delivered: boolean;
}

let sandbox: Listening;
let worker: Listening;
let db: Database;

beforeAll(async () => {
  // @emailjs/browser reads location.pathname on its way to the network.
  Object.defineProperty(globalThis, 'location', { value: { pathname: '/support/ticket' }, configurable: true });
  sandbox = await listen(createSandbox().fetch);
  // Every submission comes from this one client: the limits on public writes would
  // refuse most of them, and this test is about the journal, not the limits.
  const limits = Object.fromEntries(
    ['SUBMISSION_LIMIT_PER_CLIENT', 'SUBMISSION_LIMIT_LAN_PER_CLIENT', 'SUBMISSION_LIMIT_SUGGESTION_PER_CLIENT', 'DELIVERY_REPORT_LIMIT_PER_CLIENT'].map((name) => [
      name,
      String(SUBMISSIONS),
    ]),
  );
  const test = await createTestApp({ env: { EMAILJS_ORIGIN: sandbox.origin, ...limits } });
  db = test.db;
  worker = await listen(test.app.fetch);
  configureWorker(worker.origin);
});

afterAll(async () => {
  await Promise.all([worker?.close(), sandbox?.close()]);
  Reflect.deleteProperty(globalThis, 'location');
});

async function submit(index: number, config: EmailConfig): Promise<Outcome> {
  const form = FORM_NAMES[index % FORM_NAMES.length]!;
  const values: Record<string, unknown> = VALID_BODIES[form];
  const memory: SubmissionMemory = {};
  const emails = ({ caseId }: { caseId: string }) => EMAILS[form].map((template) => ({ template, params: { caseId, template } }));
  try {
    const receipt = await submitSubmission({ form, values, config, emails, journalHeaders: await journalHeaders(form) }, memory);
    return { form, values, caseId: receipt.caseId, delivered: true };
  } catch (error) {
    // The relay's outage is the one failure expected here; anything else fails the test.
    expect(error).toMatchObject({ status: 500, text: EMAILJS_MESSAGES.unavailable });
    return { form, values, caseId: memory.receipt!.caseId, delivered: false };
  }
}

/** Runs task(0..count-1), at most `concurrency` at once. */
async function atMostAtOnce<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}

async function relayOutbox(): Promise<{ templateId: string; params: { caseId: string } }[]> {
  return ((await (await fetch(`${sandbox.origin}/__sandbox/emails`)).json()) as { emails: { templateId: string; params: { caseId: string } }[] }).emails;
}

describe('submissions under load while the email relay fails a fifth of the time', () => {
  it('journals every one, records what the relay answered, and lists exactly the failed ones for follow-up', async () => {
    const setFailure = await fetch(`${sandbox.origin}/__sandbox/emails/failure`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'ratio', ratio: FAILURE_RATIO }),
    });
    expect(setFailure.status).toBe(200);
    const config = await fetchEmailConfig();

    const outcomes = await atMostAtOnce(SUBMISSIONS, AT_A_TIME, (index) => submit(index, config));

    // Every submission has its own case id, and the journal holds each of them.
    expect(new Set(outcomes.map((outcome) => outcome.caseId)).size).toBe(SUBMISSIONS);
    expect(await countSubmissions(db)).toBe(SUBMISSIONS);
    for (const { form, values, caseId, delivered } of outcomes) {
      const row = await findSubmission(db, caseId);
      expect({ caseId, form: row?.form, delivery: row?.delivery }).toEqual({ caseId, form, delivery: delivered ? 'delivered' : 'failed' });
      // Everything the form's schema keeps, without the bot signals.
      const { [HONEYPOT_FIELD]: _honeypot, [FILL_TIME_FIELD]: _filledInMs, ...kept } = FORM_SCHEMAS[form].parse(values) as Record<string, unknown>;
      expect(JSON.parse(row!.payload)).toEqual(kept);
    }

    // The relay's own record agrees: a delivered case has all its emails, a failed one
    // the emails before the refused send and none after.
    const outbox = await relayOutbox();
    for (const { form, caseId, delivered } of outcomes) {
      const sent = outbox.filter((email) => email.params.caseId === caseId).map((email) => email.templateId);
      const expected = EMAILS[form].map((template) => config.templates[template]);
      if (delivered) {
        expect(sent).toEqual(expected);
      } else {
        expect(sent.length).toBeLessThan(expected.length);
        expect(sent).toEqual(expected.slice(0, sent.length));
      }
    }

    // What staff follow up on (the query behind `npm run submissions`) is the failed ones, exactly.
    const failed = outcomes.filter((outcome) => !outcome.delivered).map((outcome) => outcome.caseId);
    expect((await listUnconfirmed(db)).map((row) => row.case_id).sort()).toEqual([...failed].sort());
    // The relay's failures really were in play (0.8^200: never all delivered by chance).
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(SUBMISSIONS);
  }, 60_000);
});
