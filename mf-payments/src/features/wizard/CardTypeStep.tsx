// Step 2: credit or debit. Credit carries the surcharge (3% of the amount, to the
// cent); both choices show what the card will be charged.
import { useState } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { chargeCents, formatDollars as money, totalCents } from 'contract/schemas/money';
import { StepHeading } from './StepHeading';
import { SURCHARGE_NOTICE } from '../../common/surchargeNotice';
import styles from './PaymentWizard.module.css';

interface CardTypeStepProps {
  amountCents: number;
  credit: boolean | null;
  onNext: (credit: boolean) => void;
  onBack: () => void;
  focusOnMount: boolean;
}

const CHOOSE_ERROR = 'Please choose Credit or Debit.';

export function CardTypeStep({ amountCents, credit, onNext, onBack, focusOnMount }: CardTypeStepProps) {
  const [choice, setChoice] = useState<boolean | null>(credit);
  const [error, setError] = useState(false);
  const options = [
    {
      credit: true,
      label: 'Credit',
      detail: `${money(amountCents)} plus a ${money(chargeCents(amountCents, true))} surcharge: ${money(totalCents(amountCents, true))}`,
    },
    { credit: false, label: 'Debit', detail: `No surcharge: ${money(totalCents(amountCents, false))}` },
  ];

  const next = () => {
    if (choice === null) return setError(true);
    onNext(choice);
  };

  return (
    <div>
      <StepHeading focusOnMount={focusOnMount}>How will you pay?</StepHeading>
      <p className={styles.summary}>Payment amount: {money(amountCents)}</p>
      <fieldset className={styles.choices} aria-describedby={error ? 'card-type-error surcharge-notice' : 'surcharge-notice'}>
        <legend className={styles.legend}>Card type</legend>
        {options.map((option) => (
          <label key={option.label} className={styles.choice}>
            <input
              type="radio"
              name="cardType"
              value={option.label}
              checked={choice === option.credit}
              onChange={() => {
                setChoice(option.credit);
                setError(false);
              }}
            />
            <span>
              <span className={styles.choiceLabel}>{option.label}</span>
              <span className={styles.choiceDetail}>{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="card-type-error" role="alert" className={styles.error}>
          {CHOOSE_ERROR}
        </p>
      )}
      <p id="surcharge-notice" className={styles.notice}>
        {SURCHARGE_NOTICE}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button variant="primary" onClick={next}>
          Next
        </Button>
      </div>
    </div>
  );
}
