// A customer pays with their invoice number and email: staff can match the payment to
// the invoice, and the worker emails the customer a receipt of what was paid.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { APPROVED_CARD, ledgerRows, payWithCard, pendingInvoice, startPayment } from '../support/payments';
import { sentEmails } from '../support/sandbox';
import { journalPath, repoRoot } from '../support/site';

const EMAIL = 'receipt.payer@example.com';

test('a payment made with an invoice number and an email is listed for staff and sends the payer a receipt', async ({ page }) => {
  await startPayment(page, {
    amount: '1250',
    card: 'Debit',
    details: { 'Invoice number': 'RR-10442', 'Your name': "Mary-Jane O'Brien", 'Email for your receipt': EMAIL },
  });
  const invoice = await pendingInvoice(page);
  await page.getByRole('button', { name: 'Pay $1,250.00 now' }).click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByText('Success!')).toBeVisible({ timeout: 15_000 });
  const transaction = await page.getByRole('status').getByRole('definition').nth(2).textContent();

  await expect.poll(async () => ledgerRows(invoice)[0]?.receipt).toBe('sent');
  const receipts = (await sentEmails('template_payment_receipt')).filter((email) => email.params.to_email === EMAIL);
  expect(receipts.map((email) => email.params)).toEqual([
    {
      to_email: EMAIL,
      to_name: "Mary-Jane O'Brien",
      case_id: invoice,
      invoice_number: 'RR-10442',
      amount: '$1,250.00',
      surcharge: '$0.00',
      card_type: 'Debit',
      transaction_id: transaction,
      paid_at: expect.any(String),
    },
  ]);

  const listing = execFileSync(process.execPath, [path.join(repoRoot, 'worker/dist/payments.mjs')], {
    env: { ...process.env, WORKER_DB: journalPath },
    encoding: 'utf8',
  });
  const line = listing.split('\n').find((row) => row.includes(invoice));
  expect(line).toContain('RR-10442');
  expect(line).toContain(`Mary-Jane O'Brien <${EMAIL}>`);
  expect(line).toContain('$1,250.00');
  expect(line).toMatch(/Debit +\S+ +sent/);
});
