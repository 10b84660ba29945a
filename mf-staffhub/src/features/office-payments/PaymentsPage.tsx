// The office's payments (#35): each recorded payment with its invoice number, payer,
// amount, card, transaction id and receipt outcome (a failed receipt can be sent
// again), the payments the processor took that the ledger has not recorded yet, and
// the bookkeeper's CSV export.
import { useCallback } from 'react';
import type { OfficePayment } from 'contract/schemas/office';
import { formatDollars } from 'contract/schemas/money';
import { Page } from 'shared-ui/kit/Page';
import { ResourceStatus } from '../../office/ResourceStatus';
import { officeTime } from '../../office/officeTime';
import { useOfficeResource } from '../../office/useOfficeResource';
import { loadPayments } from './paymentsApi';
import { PaymentExport } from './PaymentExport';
import { receiptFailed, receiptText } from './receiptTexts';
import { ResendReceiptButton } from './ResendReceiptButton';
import styles from './Payments.module.css';
import tableStyles from '../../office/OfficeTable.module.css';

const payer = ({ payerName, payerEmail }: OfficePayment) => [payerName, payerEmail].filter(Boolean).join(', ') || 'Not given';

function PaymentRow({ payment, onChange }: { payment: OfficePayment; onChange: (payment: OfficePayment) => void }) {
  const failed = receiptFailed(payment.receipt);
  return (
    <tr className={failed ? styles.failed : undefined}>
      <td>{officeTime(payment.recordedAt)}</td>
      <th scope="row">{payment.invoiceNumber ?? `(none; ${payment.invoice})`}</th>
      <td>{payer(payment)}</td>
      <td className={styles.amount}>{formatDollars(payment.amountCents)}</td>
      <td>{payment.card}</td>
      <td className={styles.id}>{payment.transactionId}</td>
      <td>
        {failed && <span aria-hidden="true">⚠ </span>}
        {failed ? <strong>{receiptText(payment.receipt)}</strong> : receiptText(payment.receipt)}
        {payment.review && <p className={styles.review}>Review: {payment.review}</p>}
        {failed && <ResendReceiptButton payment={payment} onSent={onChange} />}
      </td>
    </tr>
  );
}

export function PaymentsPage() {
  const load = useCallback((signal: AbortSignal) => loadPayments(signal), []);
  const [list, retry, replace] = useOfficeResource(load);

  const onChange = (changed: OfficePayment) => {
    if (list.status !== 'ready') return;
    replace({ ...list.data, items: list.data.items.map((payment) => (payment.transactionId === changed.transactionId ? changed : payment)) });
  };

  return (
    <Page title="Payments" lead="Payments made online, newest first, with each payer's receipt.">
      <ResourceStatus resource={list} retry={retry} what="payments" />
      {list.status === 'ready' && (
        <>
          {list.data.awaiting.length > 0 && (
            <section aria-labelledby="awaiting-heading" className={styles.awaiting}>
              <h2 id="awaiting-heading">Awaiting reconciliation</h2>
              <p>Paid at the card processor but not recorded here yet: the reconciliation records them.</p>
              <ul>
                {list.data.awaiting.map((order) => (
                  <li key={order.invoice}>
                    {order.invoice}: {formatDollars(order.amountCents)}, started {officeTime(order.createdAt)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <h2>Recorded payments</h2>
          {list.data.items.length === 0 ? (
            <p>No payments recorded yet.</p>
          ) : (
            <div className={tableStyles.scroll} tabIndex={0} role="region" aria-label="Recorded payments">
              <table className={tableStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">Recorded</th>
                    <th scope="col">Invoice number</th>
                    <th scope="col">Payer</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Card</th>
                    <th scope="col">Transaction</th>
                    <th scope="col">Receipt</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((payment) => (
                    <PaymentRow key={payment.transactionId} payment={payment} onChange={onChange} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <PaymentExport />
    </Page>
  );
}
