// The support ticket and sales lead forms as a visitor fills them in, and where what
// they sent ends up: the sandbox's outbox and the worker's journal.
import { expect, type Page } from '@playwright/test';
import { journalRows, type JournalRow } from './journal';
import { sentEmails, type SentEmail } from './sandbox';

export interface CustomerRequestAnswers {
  name: string;
  /** The label of the commercial box, when it is to be ticked. */
  commercial?: string;
  businessName?: string;
  email: string;
  phone: string;
  /** Required on the ticket; the lead leaves it, the category and the description optional. */
  address?: string;
  category?: { label: string; value: string };
  month?: { label: string; value: string };
  /** The lead's "when", a choice. */
  when?: { label: string; value: string };
  purchase?: { label: string; value: 'Yes' | 'No' };
  description?: { label: string; value: string };
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export async function fillCustomerRequest(page: Page, answers: CustomerRequestAnswers) {
  await page.getByLabel(startsWith('Name')).fill(answers.name);
  if (answers.commercial) await page.getByRole('checkbox', { name: answers.commercial }).check();
  if (answers.businessName !== undefined) await page.getByLabel('Business name').fill(answers.businessName);
  await page.getByLabel(startsWith('Email')).fill(answers.email);
  await page.getByLabel(startsWith('Phone')).fill(answers.phone);
  if (answers.address !== undefined) await page.getByLabel(startsWith('Address')).fill(answers.address);
  if (answers.category) await page.getByLabel(startsWith(answers.category.label)).selectOption(answers.category.value);
  if (answers.month) await page.getByLabel(startsWith(answers.month.label)).fill(answers.month.value);
  if (answers.when) await page.getByLabel(startsWith(answers.when.label)).selectOption(answers.when.value);
  if (answers.purchase) await page.getByLabel(startsWith(answers.purchase.label)).selectOption(answers.purchase.value);
  if (answers.description) await page.getByLabel(startsWith(answers.description.label)).fill(answers.description.value);
}

/** The emails the sandbox accepted to or about this visitor (receipt and staff email), oldest first. */
export async function emailsAbout(visitorEmail: string): Promise<SentEmail[]> {
  return (await sentEmails()).filter((email) => email.params.to_email === visitorEmail || email.params.email === visitorEmail);
}

/** The journal rows of this form sent by this visitor. */
export function journaledBy(form: 'ticket' | 'lead', visitorEmail: string): JournalRow[] {
  return journalRows(form).filter((row) => (JSON.parse(row.payload) as { email?: string }).email === visitorEmail);
}

/**
 * Waits until the journal holds a row of this visitor in the given delivery state, then,
 * once `settled` says the page has done all it will (e.g. replayed what was held), checks
 * it holds exactly that one: a duplicate arriving after the first is counted, not missed.
 */
export async function journaledOnce(form: 'ticket' | 'lead', visitorEmail: string, delivery: 'delivered' | 'failed', settled?: () => Promise<void>) {
  await expect.poll(() => journaledBy(form, visitorEmail).map((row) => row.delivery)).toContain(delivery);
  await settled?.();
  const rows = journaledBy(form, visitorEmail);
  expect(rows.map((row) => row.delivery)).toEqual([delivery]);
  return rows[0]!;
}

/**
 * Takes over the page's clock and stops it: from here timers fire only when the test
 * moves the clock (`page.clock.runFor`), so the spec's delays are checked exactly.
 */
export async function stopClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}
