// /verify/checkout: the pending order's summary and the card provider's pay button.
// A loading animation shows until the button appears (checked at 2 s); at 7 s
// without it a tip suggests a refresh; at 120 s without it an alert. When the popup
// closes, a reported payment goes on to processing; otherwise the visitor is asked to
// complete checkout. Without a stored amount the visitor is sent back to /verify; with
// an approved payment already stored (a refresh after success), on to processing.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { Spinner } from 'shared-ui/kit/Spinner';
import type { PendingOrder } from 'contract/schemas/purchase';
import { useAppStore } from 'shared-ui/store/appStore';
import { loadPage } from 'shared-ui/routing/pageLoads';
import { PATHS } from '../../paths';
import { resetPaymentState } from '../../common/paymentState';
import { readPendingOrder } from '../../common/pendingOrder';
import { paymentRecord, recordsApprovedPayment } from './clearent';
import { CHECKOUT_INCOMPLETE_ALERT, EMPTY_AMOUNT_ALERT, payButtonText, SLOW_LOAD_TIP, WORKFLOW_MISSING_ALERT } from './messages';
import { OrderSummary } from './OrderSummary';
import { useHostedPaymentPage } from './useHostedPaymentPage';
import styles from './CheckoutPage.module.css';

export const FIRST_CHECK_MS = 2000;
export const SLOW_TIP_MS = 7000;
export const WORKFLOW_ALERT_MS = 120_000;
export const EMPTY_ALERT_MS = 1500;
export const EMPTY_REDIRECT_MS = 1000;

export function CheckoutPage() {
  const payments = useAppStore((state) => state.payments);
  const [order] = useState(readPendingOrder);
  // Read at mount only: while the page is open, a payment goes on when its popup closes.
  const [paid] = useState(() => recordsApprovedPayment(useAppStore.getState().processing.value));
  // The order must be the one the stored amount belongs to (both survive a refresh).
  const valid = payments.value !== '' && order !== null && order.amount === payments.value && order.credit === payments.credit;
  return (
    <>
      <PageMeta title="Checkout" description="Pay your Rock River Audio Video invoice securely by card." />
      {!valid && <InvalidAmount />}
      {valid && paid && <Navigate to={PATHS.processing} replace />}
      {valid && !paid && <Checkout order={order} />}
    </>
  );
}

function InvalidAmount() {
  const { schedule } = useTimers();
  useEffect(() => {
    schedule(() => {
      window.alert(EMPTY_AMOUNT_ALERT);
      schedule(() => loadPage(PATHS.wizard), EMPTY_REDIRECT_MS);
    }, EMPTY_ALERT_MS);
  }, [schedule]);
  return (
    <Page title="Checkout" width="narrow">
      <Spinner label="Checking your payment details" />
    </Page>
  );
}

function Checkout({ order }: { order: PendingOrder }) {
  const { schedule } = useTimers();
  const navigate = useNavigate();
  const setProcessing = useAppStore((state) => state.setProcessing);
  const container = useRef<HTMLDivElement>(null);
  const completed = useRef(false);
  const firstCheckDone = useRef(false);
  const [loading, setLoading] = useState(true);
  const [slow, setSlow] = useState(false);
  const buttonText = payButtonText(order.total);
  const buttonShown = () => Boolean(container.current?.querySelector('button'));

  useHostedPaymentPage(container, order, buttonText, {
    onTransaction: (json) => {
      const record = paymentRecord(json);
      if (!record) return;
      setProcessing(record);
      completed.current = true;
    },
    onPopupClosed: () => {
      if (completed.current) navigate(PATHS.processing);
      else window.alert(CHECKOUT_INCOMPLETE_ALERT);
    },
    onButtonRendered: () => {
      if (firstCheckDone.current && buttonShown()) setLoading(false);
    },
  });

  useEffect(() => {
    firstCheckDone.current = false;
    schedule(() => {
      firstCheckDone.current = true;
      if (buttonShown()) setLoading(false);
    }, FIRST_CHECK_MS);
    schedule(() => {
      if (buttonShown()) setLoading(false);
      else setSlow(true);
    }, SLOW_TIP_MS);
    schedule(() => {
      if (!buttonShown()) window.alert(WORKFLOW_MISSING_ALERT);
    }, WORKFLOW_ALERT_MS);
  }, [schedule]);

  const startOver = () => {
    resetPaymentState();
    loadPage(PATHS.wizard);
  };

  return (
    <Page title="Checkout" lead="Check the amount, then pay with the secure button below." width="narrow">
      <OrderSummary order={order} />
      <div className={styles.pay}>
        {loading && <Spinner label="Loading the secure payment button" />}
        {loading && slow && (
          <p role="status" className={styles.tip}>
            {SLOW_LOAD_TIP}
          </p>
        )}
        <div ref={container} className={styles.button} hidden={loading} />
      </div>
      <p className={styles.note}>
        The payment opens in a secure window of our card processor. Keep this page open until it closes.
      </p>
      <Button variant="secondary" onClick={startOver}>
        Start Over
      </Button>
    </Page>
  );
}
