// The amount step's optional details: the invoice number, so staff can match the payment
// to its invoice, and a name and email for the receipt the worker sends once it is paid.
// A field that does not pass its rule shows why under it and takes focus on Next.
import { useEffect, useRef } from 'react';
import { TextField } from 'shared-ui/kit/TextField';
import type { PayerDetailsInput } from 'contract/schemas/payer';
import type { PayerErrors, PayerField } from './wizardState';
import styles from './PaymentWizard.module.css';

interface PayerFieldsProps {
  values: Required<PayerDetailsInput>;
  errors: PayerErrors;
  onChange: (field: PayerField, text: string) => void;
}

const FIELD_ORDER: readonly PayerField[] = ['invoiceNumber', 'name', 'email'];

export function PayerFields({ values, errors, onChange }: PayerFieldsProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) group.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const field = (name: PayerField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <fieldset ref={group} className={styles.payer}>
      <legend className={styles.legend}>Your details (optional)</legend>
      <TextField
        label="Invoice number"
        hint="As printed on your invoice, so we can match your payment to it."
        autoComplete="off"
        spellCheck={false}
        {...field('invoiceNumber')}
      />
      <TextField label="Your name" autoComplete="name" {...field('name')} />
      <TextField
        label="Email for your receipt"
        hint="We email your receipt here once the payment goes through."
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
    </fieldset>
  );
}
