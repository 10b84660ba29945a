import type { PendingOrder } from 'contract/schemas/purchase';
import { SURCHARGE_NOTICE } from '../../common/surchargeNotice';
import styles from './CheckoutPage.module.css';
import { dollarsOf } from 'contract/schemas/money';

export function OrderSummary({ order }: { order: PendingOrder }) {
  return (
    <section aria-labelledby="order-summary" className={styles.summary}>
      <h2 id="order-summary">Your payment</h2>
      <dl>
        <dt>Card type</dt>
        <dd>{order.credit ? 'Credit' : 'Debit'}</dd>
        <dt>Payment amount</dt>
        <dd>{dollarsOf(order.amount)}</dd>
        {order.credit && (
          <>
            <dt>Credit card surcharge</dt>
            <dd>{dollarsOf(order.surcharge)}</dd>
          </>
        )}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{dollarsOf(order.total)}</dd>
      </dl>
      {order.credit && <p className={styles.note}>{SURCHARGE_NOTICE}</p>}
    </section>
  );
}
