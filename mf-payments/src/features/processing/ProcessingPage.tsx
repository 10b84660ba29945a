// /verify/checkout/processing ('Finalizing Sale'): the worker verifies and records the
// payment the popup reported. Without a reported payment there is nothing to finalize,
// and the visitor goes back to checkout.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { Spinner } from 'shared-ui/kit/Spinner';
import { dollarsOf } from 'contract/schemas/money';
import type { PurchaseRequest } from 'contract/schemas/purchase';
import { useAppStore } from 'shared-ui/store/appStore';
import { HOME_PATH, PATHS } from '../../paths';
import { readPendingOrder } from '../../common/pendingOrder';
import { ERROR_TEXT, PROCESSING_COPY, PROCESSING_TITLE, REDIRECTING_TEXT, RETURN_HOME, SUCCESS_TEXT, THANKS_TEXT } from './messages';
import { useFinalizeSale } from './useFinalizeSale';
import styles from './ProcessingPage.module.css';

/** What the payer sees paid once the sale is recorded. */
interface Paid {
  total: string;
  credit: boolean;
  transactionId: string;
}

function readPurchase(): { request: PurchaseRequest; paid: Paid } | null {
  const record = useAppStore.getState().processing.value;
  const order = readPendingOrder();
  if (record.length !== 7 || !order) return null;
  return {
    request: { record: [...record] as PurchaseRequest['record'], invoice: order.invoice },
    paid: { total: record[3], credit: order.credit, transactionId: record[2] },
  };
}

export function ProcessingPage() {
  // Read once: the page keeps its purchase while the store is cleared after success.
  const [purchase] = useState(readPurchase);
  return (
    <>
      <PageMeta title={PROCESSING_TITLE} description="Your payment is being finalized." />
      {purchase ? <FinalizeSale {...purchase} /> : <Navigate to={PATHS.checkout} replace />}
    </>
  );
}

/** During the spec's 3.5 s before home: what was paid, to note or screenshot. */
function PaidDetails({ paid }: { paid: Paid }) {
  return (
    <dl className={styles.paid}>
      <div>
        <dt>Paid</dt>
        <dd>{dollarsOf(paid.total)}</dd>
      </div>
      <div>
        <dt>Card</dt>
        <dd>{paid.credit ? 'Credit' : 'Debit'}</dd>
      </div>
      <div>
        <dt>Transaction</dt>
        <dd>{paid.transactionId}</dd>
      </div>
    </dl>
  );
}

function FinalizeSale({ request, paid }: { request: PurchaseRequest; paid: Paid }) {
  const { copyIndex, outcome, thanks } = useFinalizeSale(request);
  const navigate = useNavigate();
  return (
    <Page title={PROCESSING_TITLE} width="narrow">
      <div className={styles.panel} role="status" aria-live="polite">
        {!outcome && (
          <>
            <Spinner label="Finalizing your payment" />
            <p className={styles.copy}>{PROCESSING_COPY[copyIndex]}</p>
          </>
        )}
        {outcome?.state === 'success' && (
          <>
            <p className={styles.success}>{SUCCESS_TEXT}</p>
            <PaidDetails paid={paid} />
            <p className={styles.copy}>{REDIRECTING_TEXT}</p>
          </>
        )}
        {outcome?.state === 'error' && !thanks && <p className={styles.message}>{ERROR_TEXT}</p>}
        {outcome?.state === 'error' && thanks && <p className={styles.thanks}>{THANKS_TEXT}</p>}
      </div>
      {outcome?.state === 'error' && thanks && (
        <div className={styles.actions}>
          <Button onClick={() => navigate(HOME_PATH)}>{RETURN_HOME}</Button>
        </div>
      )}
    </Page>
  );
}
