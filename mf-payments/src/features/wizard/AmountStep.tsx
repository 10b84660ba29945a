// Step 1: the invoice amount. The input suggests 0 to 100000 in cents (min, max,
// step), but the browser's own validation is off: Next checks the amount itself, so
// amounts above 100000 and below 1,000,000 are taken as the spec says. The payer's
// optional details (PayerFields) follow the amount in the same form. The field draws
// its $ itself (#33), so the visitor is never told to leave it out.
import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { describedBy, FieldFrame, fieldStyles } from 'shared-ui/kit/Field';
import { AMOUNT_INPUT_MAX } from 'contract/schemas/money';
import { NEEDS_SCRIPTS_ATTRIBUTE } from 'shared-ui/islands/islandMarks';
import { StepHeading } from './StepHeading';
import styles from './PaymentWizard.module.css';

interface AmountStepProps {
  value: string;
  onChange: (text: string) => void;
  payer: ReactNode;
  onNext: (text: string) => void;
  focusOnMount: boolean;
}

const AMOUNT_HINT = 'The amount on your invoice in dollars and cents, for example 250.00.';

export function AmountStep({ value, onChange, payer, onNext, focusOnMount }: AmountStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext(value);
  };
  return (
    // Sent before the wizard's code is live, it waits for it (NEEDS_SCRIPTS_ATTRIBUTE). Without
    // scripts the browser posts it and the server draws Pay Online again, with its notice:
    // method="post", so the amount stays out of the URL.
    <form method="post" noValidate onSubmit={submit} aria-labelledby="amount-step-heading" {...{ [NEEDS_SCRIPTS_ATTRIBUTE]: '' }}>
      <StepHeading id="amount-step-heading" focusOnMount={focusOnMount}>
        How much would you like to pay?
      </StepHeading>
      <FieldFrame id="amount" label="Payment amount (USD)" hint={AMOUNT_HINT} required>
        <span className={styles.money}>
          <span aria-hidden="true" className={styles.currency}>
            $
          </span>
          <input
            id="amount"
            name="amount"
            type="number"
            inputMode="decimal"
            min={0}
            max={AMOUNT_INPUT_MAX}
            step={0.01}
            className={fieldStyles.control}
            aria-describedby={describedBy('amount', AMOUNT_HINT, undefined)}
            aria-required
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      </FieldFrame>
      {payer}
      <div className={styles.actions}>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
