// Step one of /book: the kind of consultation and the ZIP code, a plain GET form: sent
// without scripts, the composer draws /book?kind&zip with the free times; with them,
// the island asks the worker itself (onSubmit) and shows them in place.
import type { FormEvent } from 'react';
import { BOOKING_KIND_LABELS, BOOKING_KINDS } from 'contract/schemas/booking';
import { BOOKING_PATHS } from 'contract/schemas/bookingPages';
import type { RefusalIssue } from 'shared-ui/forms/formRefusal';
import { Button } from 'shared-ui/kit/Button';
import { errorId, fieldStyles } from 'shared-ui/kit/Field';
import { TextField } from 'shared-ui/kit/TextField';
import { INTEREST_PARAM } from '../../common/leadFormAddress';
import { issueOf } from './bookingDrawing';
import styles from './Booking.module.css';

export const STEP_ONE = {
  form: 'Find a free time',
  kind: 'What kind of consultation?',
  zip: 'ZIP code',
  zipHint: 'We consult in the Rock River valley and Dane County, around our office in Janesville.',
  submit: 'Show free times',
  busy: 'Looking for free times',
} as const;

export interface KindAndZipFormProps {
  kind: string;
  zip: string;
  interest: string | undefined;
  issues: readonly RefusalIssue[];
  busy?: boolean;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
}

export function KindAndZipForm({ kind, zip, interest, issues, busy = false, onSubmit }: KindAndZipFormProps) {
  const kindError = issueOf(issues, 'kind');
  return (
    <form method="get" action={BOOKING_PATHS.book} aria-label={STEP_ONE.form} aria-busy={busy} noValidate onSubmit={onSubmit} className={styles.stepOne}>
      <fieldset className={styles.kinds} aria-describedby={kindError ? errorId('kind') : undefined}>
        <legend className={fieldStyles.label}>{STEP_ONE.kind}</legend>
        {BOOKING_KINDS.map((value) => (
          <label key={value} className={styles.kind} htmlFor={`kind-${value}`}>
            <input type="radio" id={`kind-${value}`} name="kind" value={value} defaultChecked={value === kind} />
            <span>{BOOKING_KIND_LABELS[value]}</span>
          </label>
        ))}
        {kindError && (
          <p id={errorId('kind')} className={fieldStyles.error}>
            {kindError}
          </p>
        )}
      </fieldset>
      <TextField
        label={STEP_ONE.zip}
        name="zip"
        hint={STEP_ONE.zipHint}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        required
        defaultValue={zip}
        error={issueOf(issues, 'zip')}
      />
      {interest && <input type="hidden" name={INTEREST_PARAM} value={interest} />}
      <Button type="submit">{busy ? STEP_ONE.busy : STEP_ONE.submit}</Button>
    </form>
  );
}
