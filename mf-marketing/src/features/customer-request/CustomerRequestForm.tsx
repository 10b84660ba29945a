// The form body the support ticket and the sales lead share. The business name and
// the commercial-only categories appear only while the commercial box is ticked (in the
// server's HTML they are drawn and shown by CSS while it is ticked, so a page without
// scripts can send them: shared-ui/forms/RevealedByTick). The honeypot field
// (shared-ui/forms/HoneypotField) sits among the fields, unseen.
import type { Ref } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { RevealedByTick, REVEALS_BOX, useRevealedByTick } from 'shared-ui/forms/RevealedByTick';
import { UnsentInput } from 'shared-ui/forms/UnsentInput';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';
import {
  PURCHASE_OPTIONS,
  type CustomerRequestInput,
  type CustomerRequestValues,
  type OptionalField,
} from 'contract/schemas/customerRequest';
import type { RequestKind } from './requestKind';
import styles from './CustomerRequest.module.css';

export const ERROR_HEADING = 'Please resolve the following errors before submitting';

// Their order is the order of the fields on screen, and so of the error summary.
const EMPTY_REQUEST: DefaultValues<CustomerRequestInput> = {
  name: '',
  commercialCustomer: false,
  businessName: '',
  email: '',
  phone: '',
  address: '',
  category: '',
  date: '',
  purchaseDomain: '',
  description: '',
};

const toOptions = (values: readonly string[], className?: string) => values.map((value) => ({ value, label: value, className }));

/** The kind's starting values: where it offers interests, the interest (the preselected one, if any) just before the category, where it is on screen. */
function startingValues(kind: RequestKind, interest: string | undefined): DefaultValues<CustomerRequestInput> {
  if (!kind.interests) return EMPTY_REQUEST;
  return Object.fromEntries(
    Object.entries(EMPTY_REQUEST).flatMap((entry) => (entry[0] === 'category' ? [['interest', interest ?? ''], entry] : [entry])),
  );
}

export interface CustomerRequestFormProps {
  kind: RequestKind;
  onValid: (values: CustomerRequestValues) => Promise<void>;
  /** The honeypot input, read when the form is sent (shared-ui/forms/useBotSignals). */
  honeypotRef: Ref<HTMLInputElement>;
  /** The interest to start with (the lead's, from its address). */
  interest?: string | undefined;
}

/** The categories offered: the commercial ones while the box is ticked (and, hidden until it is, in the server's HTML). */
function useCategories(kind: RequestKind, commercial: boolean) {
  const { rendered, untilTicked } = useRevealedByTick(commercial);
  return rendered ? [...toOptions(kind.categories), ...toOptions(kind.commercialCategories, untilTicked)] : toOptions(kind.categories);
}

type CustomerRequestFormApi = UseFormReturn<CustomerRequestInput, unknown, CustomerRequestValues>;

interface CustomerRequestFieldsProps extends Omit<CustomerRequestFormProps, 'onValid' | 'interest'> {
  form: CustomerRequestFormApi;
}

function CustomerRequestFields({ form, kind, honeypotRef }: CustomerRequestFieldsProps) {
  const { labels } = kind;
  const required = (field: OptionalField) => !kind.optional?.includes(field);
  const { register, watch, getValues, setValue, clearErrors, formState: { errors } } = form;
  const commercial = watch('commercialCustomer') === true;
  const categories = useCategories(kind, commercial);
  const untickCommercial = () => {
    clearErrors('businessName');
    if (kind.commercialCategories.includes(getValues('category') ?? '')) setValue('category', '');
  };
  return (
    <>
      <UnsentInput form={form} draft={kind.form} />
      <p className={styles.requiredNote}>Fields marked * are required.</p>
      <TextField label="Name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
      <Checkbox
        label={labels.commercial}
        {...REVEALS_BOX}
        {...register('commercialCustomer', { onChange: (event) => !event.target.checked && untickCommercial() })}
      />
      <RevealedByTick shown={commercial}>
        <TextField
          label="Business name"
          autoComplete="organization"
          {...register('businessName')}
          error={errors.businessName?.message}
        />
      </RevealedByTick>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        {...register('phone')}
        error={errors.phone?.message}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        required={required('address')}
        {...register('address')}
        error={errors.address?.message}
      />
      <HoneypotField ref={honeypotRef} />
      {kind.interests && (
        <Select
          label={labels.interest ?? 'Interest'}
          placeholder="Not sure yet"
          options={kind.interests}
          {...register('interest')}
          error={errors.interest?.message}
        />
      )}
      <Select
        label={labels.category}
        placeholder={required('category') ? 'Choose one' : 'Not sure yet'}
        options={categories}
        required={required('category')}
        {...register('category')}
        error={errors.category?.message}
      />
      {kind.timeframes ? (
        <Select
          label={labels.date}
          placeholder="Not sure yet"
          options={toOptions(kind.timeframes)}
          {...register('date')}
          error={errors.date?.message}
        />
      ) : (
        <TextField
          label={labels.date}
          hint={labels.dateHint}
          // Text, not type="month": Chrome's desktop month box shows '--------- ----',
          // not the YYYY-MM the hint asks for.
          inputMode="numeric"
          placeholder="2024-05"
          maxLength={7}
          autoComplete="off"
          {...register('date')}
          error={errors.date?.message}
        />
      )}
      <Select
        label={labels.purchase}
        placeholder="Not sure"
        options={toOptions(PURCHASE_OPTIONS)}
        {...register('purchaseDomain')}
        error={errors.purchaseDomain?.message}
      />
      <TextField
        multiline
        label={labels.description}
        hint={labels.descriptionHint}
        rows={6}
        required={required('description')}
        {...register('description')}
        error={errors.description?.message}
      />
    </>
  );
}

export function CustomerRequestForm({ kind, onValid, honeypotRef, interest }: CustomerRequestFormProps) {
  const { labels } = kind;
  return (
    <ZodForm
      schema={kind.schema}
      defaultValues={startingValues(kind, interest)}
      errorHeading={ERROR_HEADING}
      submitLabel={labels.submit}
      busyLabel={labels.busy}
      sentLabel={labels.sent}
      spinnerWhileBusy
      onValid={onValid}
      aria-label={labels.form}
      nativeForm={kind.form}
    >
      {(form) => <CustomerRequestFields form={form} kind={kind} honeypotRef={honeypotRef} />}
    </ZodForm>
  );
}
