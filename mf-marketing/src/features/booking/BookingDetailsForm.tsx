// Step two of /book (form `booking`): the free times, then who the visitor is. Drawn by
// ZodForm, so the server's HTML is a form that posts (the composer answers it, and draws
// it again with what was typed and the worker's refusal); once the scripts run, the times
// are a date picker and the form sends itself (BookingForm).
import type { MouseEvent, Ref } from 'react';
import type { DefaultValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { BOOKING_KIND_LABELS, bookingFormSchema, type BookingFormInput, type BookingKind, type BookingSlots, type NextSlot } from 'contract/schemas/booking';
import { LEAD_INTERESTS } from 'contract/schemas/lead';
import type { z } from 'contract/schemas/zod';
import { HoneypotField } from 'shared-ui/forms/HoneypotField';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';
import { bookAddress, dayAfter, hasLaterDays } from './bookingAddresses';
import { NoFreeTimes } from './OutsideArea';
import { SlotChoices, type RadioProps } from './SlotChoices';
import { SlotPicker } from './SlotPicker';
import { TimesPart } from './TimesPart';
import styles from './Booking.module.css';

export type BookingValues = z.output<typeof bookingFormSchema>;
type BookingFormApi = UseFormReturn<BookingFormInput, unknown, BookingValues>;

export const ERROR_HEADING = 'Please resolve the following errors before booking';

export const STEP_TWO = {
  form: 'Your consultation',
  change: 'Change',
  times: 'Choose a time',
  laterDays: 'Later days',
  loadingLater: 'Loading later days',
  you: 'About you',
  address: 'Address',
  addressHint: 'Needed for a visit: the street and town where we should come.',
  interest: 'What is the project?',
  notes: 'Notes',
  notesHint: 'Optional: anything we should know before we meet.',
  submit: 'Book this time',
  busy: 'Booking your time',
} as const;

/** The form's fields in the order they are on screen (and in the error summary). */
export const bookingDefaults = (values: Readonly<Record<string, string | undefined>>): DefaultValues<BookingFormInput> => ({
  kind: (values.kind ?? '') as BookingKind,
  zip: values.zip ?? '',
  start: values.start ?? '',
  name: values.name ?? '',
  email: values.email ?? '',
  phone: values.phone ?? '',
  address: values.address ?? '',
  interest: values.interest ?? '',
  notes: values.notes ?? '',
});

export interface BookingDetailsProps {
  kind: BookingKind;
  zip: string;
  interest: string | undefined;
  slots: BookingSlots;
  nextSlots: readonly NextSlot[];
  defaults: DefaultValues<BookingFormInput>;
  /** Once the scripts run: the picker, and the links acting in place. */
  enhanced: boolean;
  chosenDay: string | undefined;
  onChooseDay: (day: string) => void;
  honeypotRef: Ref<HTMLInputElement>;
  onValid: (values: BookingValues) => Promise<void>;
  onChange?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  onLaterDays?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  loadingLater?: boolean;
}

type FieldsProps = Omit<BookingDetailsProps, 'defaults' | 'onValid' | 'onChange'> & { form: BookingFormApi };

function TimeFields({ form, kind, zip, interest, slots, nextSlots, enhanced, chosenDay, onChooseDay, onLaterDays, loadingLater }: FieldsProps) {
  const { register, formState } = form;
  const starting = formState.defaultValues?.start ?? '';
  const error = formState.errors.start?.message;
  const startField = (start: string, onPicked?: () => void): RadioProps => {
    // ZodForm's register draws a field's starting value; a radio is checked instead.
    const { defaultValue: _drawn, onChange, ...field }: UseFormRegisterReturn<'start'> & { defaultValue?: unknown } = register('start');
    return {
      ...field,
      defaultChecked: start === starting,
      onChange: (event) => {
        onPicked?.();
        return onChange(event);
      },
    };
  };
  const dayOfNext = new Map(nextSlots.map((slot) => [slot.start, slot.date]));
  const heading = (
    <h2 id="booking-times" className={styles.partHeading}>
      {STEP_TWO.times}
    </h2>
  );
  return (
    <TimesPart heading={heading} headingId="booking-times" nextSlots={nextSlots} nextRadio={(start) => startField(start, () => onChooseDay(dayOfNext.get(start) ?? ''))} error={error}>
      {slots.days.length === 0 ? (
        <NoFreeTimes />
      ) : enhanced ? (
        <SlotPicker days={slots.days} chosenDay={chosenDay} onChooseDay={onChooseDay} radio={(start) => startField(start)} />
      ) : (
        <SlotChoices days={slots.days} radio={(start) => startField(start)} />
      )}
      {hasLaterDays(slots) && (
        <p>
          <a href={bookAddress({ kind, zip, from: dayAfter(slots.to), interest })} onClick={onLaterDays} aria-busy={loadingLater || undefined}>
            {loadingLater ? STEP_TWO.loadingLater : STEP_TWO.laterDays}
          </a>
        </p>
      )}
    </TimesPart>
  );
}

function BookingFields(props: FieldsProps) {
  const { form, kind, honeypotRef } = props;
  const { register, formState: { errors } } = form;
  return (
    <>
      <input type="hidden" {...register('kind')} />
      <input type="hidden" {...register('zip')} />
      <TimeFields {...props} />
      <h2 className={styles.partHeading}>{STEP_TWO.you}</h2>
      <p className={styles.note}>Fields marked * are required.</p>
      <TextField label="Name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
      <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
      <TextField label="Phone" type="tel" autoComplete="tel" required {...register('phone')} error={errors.phone?.message} />
      {kind === 'in-home' && (
        <TextField
          label={STEP_TWO.address}
          hint={STEP_TWO.addressHint}
          autoComplete="street-address"
          required
          {...register('address')}
          error={errors.address?.message}
        />
      )}
      <HoneypotField ref={honeypotRef} />
      <Select label={STEP_TWO.interest} placeholder="Not sure yet" options={LEAD_INTERESTS} {...register('interest')} error={errors.interest?.message} />
      <TextField multiline label={STEP_TWO.notes} hint={STEP_TWO.notesHint} rows={4} {...register('notes')} error={errors.notes?.message} />
    </>
  );
}

export function BookingDetailsForm({ defaults, onValid, onChange, ...props }: BookingDetailsProps) {
  return (
    <>
      <p className={styles.chosen}>
        {BOOKING_KIND_LABELS[props.kind]} in ZIP code {props.zip}.{' '}
        <a href={bookAddress({ interest: props.interest })} onClick={onChange}>
          {STEP_TWO.change}
        </a>
      </p>
      <ZodForm
        schema={bookingFormSchema}
        defaultValues={defaults}
        errorHeading={ERROR_HEADING}
        submitLabel={STEP_TWO.submit}
        busyLabel={STEP_TWO.busy}
        onValid={onValid}
        aria-label={STEP_TWO.form}
        nativeForm="booking"
      >
        {(form) => <BookingFields form={form} {...props} />}
      </ZodForm>
    </>
  );
}
