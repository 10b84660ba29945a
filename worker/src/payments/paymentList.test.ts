import { migratedMemoryDatabase } from '../../test/testApp';
import { formatTable } from '../cli/table';
import { recordPayment } from './ledger';
import { createOrder } from './orders';
import { listRecordedPayments, PAYMENT_COLUMNS, paymentCells } from './paymentList';

async function pay(db: Awaited<ReturnType<typeof migratedMemoryDatabase>>, id: string, recordedAt: string, payer?: Parameters<typeof createOrder>[1]['payer']) {
  const order = await createOrder(db, { amountCents: 250_000_00, credit: true, createdAt: recordedAt, ...(payer && { payer }) });
  await recordPayment(db, {
    transaction_id: id,
    invoice: order.invoice,
    amount_cents: 257_500_00,
    result: 'APPROVED',
    billing_street: '12 Lake Street',
    provider_created: recordedAt,
    exchange_id: 'ID-1',
    link_id: id,
    recorded_at: recordedAt,
    review: null,
  });
  return order;
}

describe('the payments staff list', () => {
  it('shows each payment recorded since the day asked, newest first, with what its payer added', async () => {
    const db = await migratedMemoryDatabase();
    await pay(db, '1', '2026-04-01T10:00:00.000Z');
    const older = await pay(db, '2', '2026-05-01T10:00:00.000Z');
    const newer = await pay(db, '3', '2026-05-02T10:00:00.000Z', { invoiceNumber: 'RR-10442', name: 'Ann Lee', email: 'ann@example.com' });
    await db.run("UPDATE payment_ledger SET receipt = 'sent' WHERE transaction_id = '3'");

    const payments = await listRecordedPayments(db, '2026-04-15T00:00:00.000Z');

    expect(payments.map(paymentCells)).toEqual([
      ['2026-05-02T10:00:00.000Z', newer.invoice, 'RR-10442', 'Ann Lee <ann@example.com>', '$257,500.00', 'Credit', '3', 'sent', ''],
      ['2026-05-01T10:00:00.000Z', older.invoice, '', '', '$257,500.00', 'Credit', '2', '', ''],
    ]);
    expect(formatTable(PAYMENT_COLUMNS, payments.map(paymentCells)).split('\n')[0]).toMatch(
      /^RECORDED AT +INVOICE +THEIR INVOICE +PAYER +AMOUNT +CARD +TRANSACTION +RECEIPT +REVIEW$/,
    );
  });
});
