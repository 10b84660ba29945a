// The office (#35), as one office person and one visitor use the site, each in a browser
// of their own: an invited person enrols a passkey from the CLI's link and signs in with
// it; the visitor's ticket, sent through the support form, is found by its case id and
// marked handled; the visitor's payment, whose receipt email fails, shows its outcome and
// its receipt is sent again; careers' health shows the page loads the visitor's visit
// made; revoking the person through the CLI refuses their very next action. The office's
// pages are drawn in the browser alone and kept by no cache.
import { LOCAL_VERSION } from 'contract/schemas/fieldReports';
import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations, expectNoCspViolations, recordCspViolations } from '../support/a11y';
import { fillCustomerRequest, journaledOnce } from '../support/customerRequest';
import { inviteToOffice, OFFICE_FIXTURES, pageWithPasskeys, revokeFromOffice } from '../support/office';
import { APPROVED_CARD, ledgerRows, payWithCard, pendingInvoice, startPayment } from '../support/payments';
import { failEmailsMatching, stopFailingEmailsMatching } from '../support/sandbox';

const { person: PERSON, visitor: VISITOR, visitorEmail: EMAIL } = OFFICE_FIXTURES;
const REVOKED = 'Your office access has been revoked, so nothing more can be read or changed here. Ask the office admin for a new invitation.';

/** The visitor, on careers (a page load its field report counts), then sending a support ticket: answers its case id. */
async function sendTicket(visitor: Page): Promise<string> {
  await visitor.goto('/apply');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  // Leaving careers for the next page sends its field report (on pagehide).
  await visitor.goto('/support/newTicket');
  await fillCustomerRequest(visitor, {
    name: VISITOR,
    email: EMAIL,
    phone: OFFICE_FIXTURES.visitorPhone,
    address: '4 Mill Road, Janesville',
    category: { label: 'Type of issue', value: 'Internet Connection Not Working / Poor Performance' },
    month: { label: 'Month the equipment was installed or purchased', value: '2025-02' },
    purchase: { label: 'Did you buy this equipment from us?', value: 'Yes' },
    description: { label: 'Describe the issue', value: OFFICE_FIXTURES.ticketText },
  });
  await visitor.getByRole('form', { name: 'Support ticket' }).getByRole('button', { name: 'Submit ticket' }).click();
  // As the visitor sees it: the thank-you page, which the form opens 3 s after sending (a
  // later page load of this tab would otherwise meet that move and be cut short).
  await expect(visitor).toHaveURL(/\/confirmation\?case=/);
  return (await journaledOnce('ticket', EMAIL, 'delivered')).case_id;
}

/** The visitor pays an invoice while their receipt email fails: answers the site's invoice id. */
async function payWithFailingReceipt(visitor: Page): Promise<string> {
  await startPayment(visitor, {
    amount: '310.25',
    card: 'Debit',
    details: { 'Invoice number': OFFICE_FIXTURES.invoiceNumber, 'Your name': VISITOR, 'Email for your receipt': EMAIL },
  });
  const invoice = await pendingInvoice(visitor);
  await failEmailsMatching(EMAIL);
  try {
    await visitor.getByRole('button', { name: /^Pay \$/ }).click();
    await payWithCard(visitor, APPROVED_CARD);
    await expect(visitor.getByText('Success!')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => ledgerRows(invoice)[0]?.receipt ?? '').toMatch(/^failed/);
  } finally {
    await stopFailingEmailsMatching(EMAIL);
  }
  return invoice;
}

test('an invited person enrols a passkey, signs in, works the follow-ups, payments and health, and is refused once revoked', async ({ browser }) => {
  const office = await browser.newContext();
  const visitorContext = await browser.newContext();
  const page = await pageWithPasskeys(office);
  await recordCspViolations(page);
  const visitor = await visitorContext.newPage();

  await test.step('enrols a passkey from the invitation, on a page no cache keeps', async () => {
    const answer = await page.goto(inviteToOffice(PERSON));
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(await answer?.text()).not.toContain('office passkey');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your office passkey' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
    await expect(page).toHaveURL(/\/office$/);
    await expect(page.getByText(`Office · signed in as ${PERSON}`)).toBeVisible();
  });

  await test.step('signs out, and signs in with the passkey back to the page asked for', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeVisible();
    await page.goto('/office/payments');
    await expect(page).toHaveURL(/\/office\/sign-in$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page).toHaveURL(/\/office\/payments$/);
  });

  const caseId = await test.step('the visitor sends a ticket through the support form', () => sendTicket(visitor));

  await test.step('the ticket is found by its case id, opens to what was sent, and is marked handled by the person', async () => {
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Follow-ups' }).click();
    await page.getByLabel('Search by case id, name, email or phone').fill(caseId);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText(`1 follow-up matching “${caseId}”, 0 not confirmed.`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: caseId }) });
    await expect(row).toContainText(VISITOR);
    await expect(row).toContainText('Email confirmed');
    await expect(row).toContainText('Not handled yet');
    // Before axe, which reads the page's style sheets with requests of its own.
    await expectNoCspViolations(page, 'the office, from sign-in to a follow-up search');
    await expectNoAxeViolations(page, 'the follow-ups list');
    await row.getByRole('link', { name: caseId }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Support ticket ${caseId}` })).toBeVisible();
    await expect(page.getByText(OFFICE_FIXTURES.ticketText)).toBeVisible();
    await page.getByLabel('Note').fill('Booked a visit for Thursday.');
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByText(new RegExp(`^Handled by ${PERSON}, `))).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: caseId }) })).toContainText(`Handled by ${PERSON}, `);
  });

  const invoice = await test.step('the visitor pays while their receipt email fails', () => payWithFailingReceipt(visitor));

  await test.step('the payment shows its failed receipt, which is sent again', async () => {
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Payments' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: OFFICE_FIXTURES.invoiceNumber }) });
    await expect(row).toContainText(`${VISITOR}, ${EMAIL}`);
    await expect(row).toContainText('$310.25');
    await expect(row).toContainText('Debit');
    await expect(row).toContainText(ledgerRows(invoice)[0]!.transaction_id);
    await expect(row).toContainText('Failed (');
    await expectNoAxeViolations(page, 'the payments page with a failed receipt');
    await row.getByRole('button', { name: 'Send receipt again' }).click();
    await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible();
    expect(ledgerRows(invoice)[0]!.receipt).toBe('sent');
  });

  await test.step("careers' health shows page loads for the version it serves, in the chart's table", async () => {
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Site health' }).click();
    const chart = page.getByRole('region', { name: 'careers' }).getByRole('figure', { name: 'Page loads', exact: true });
    await chart.getByText('Show as table').click();
    const table = chart.getByRole('table', { name: /^careers: page loads per hour/ });
    const headings = await table.getByRole('columnheader').allTextContents();
    const column = headings.findIndex((heading) => heading.startsWith(LOCAL_VERSION));
    expect(column, headings.join(' | ')).toBeGreaterThan(0);
    const loads = await table.locator(`tbody tr > :nth-child(${column + 1})`).allTextContents();
    expect(loads.some((value) => Number(value.replace(/,/g, '')) > 0), loads.join(' | ')).toBe(true);
  });

  await test.step('a revoked person is refused at their next action, and the page says so', async () => {
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Follow-ups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Follow-ups' })).toBeVisible();
    revokeFromOffice(PERSON);
    await page.getByLabel('Search by case id, name, email or phone').fill(VISITOR);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText(REVOKED);
  });

  await visitorContext.close();
  await office.close();
});
