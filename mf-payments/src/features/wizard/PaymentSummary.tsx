// What is being paid, beside every step of the wizard (#33): the amount as soon as it
// reads as one, the card once chosen, the surcharge a credit card adds, and the total.
import { chargeCents, formatDollars as money, readAmountInput, totalCents } from 'contract/schemas/money';
import { SideSection } from 'shared-ui/kit/SidePanel';
import styles from './PaymentSummary.module.css';

export interface PaymentSummaryProps {
  /** The accepted amount, or null while it is still being typed. */
  amountCents: number | null;
  /** What is in the amount box (step 1), read as the summary's amount until one is accepted. */
  amountText: string;
  credit: boolean | null;
}

const NOT_YET = 'Not chosen yet';

/** The amount the summary shows: the accepted one, else what is typed if it reads as an amount. */
function shownAmount(amountCents: number | null, amountText: string): number | null {
  if (amountCents !== null) return amountCents;
  const typed = readAmountInput(amountText);
  return typed.status === 'ok' ? typed.cents : null;
}

export function PaymentSummary({ amountCents, amountText, credit }: PaymentSummaryProps) {
  const amount = shownAmount(amountCents, amountText);
  return (
    <SideSection id="payment-summary" title="Your payment">
      <dl className={styles.summary}>
        <dt>Amount</dt>
        <dd>{amount === null ? 'Not entered yet' : money(amount)}</dd>
        <dt>Card</dt>
        <dd>{credit === null ? NOT_YET : credit ? 'Credit' : 'Debit'}</dd>
        {credit === true && amount !== null && (
          <>
            <dt>Credit card surcharge</dt>
            <dd>{money(chargeCents(amount, true))}</dd>
          </>
        )}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{amount === null || credit === null ? '—' : money(totalCents(amount, credit))}</dd>
      </dl>
    </SideSection>
  );
}
