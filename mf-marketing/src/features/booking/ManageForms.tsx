// The manage page's two forms, plain POSTs the composer answers (with or without scripts):
// move the visit to one of the free times (form `booking-move`), or cancel it (form
// `booking-cancel`). Each carries its marker and the fill-time stamp as ZodForm draws them,
// and the link's token; refused, the composer draws the page again with its messages.
import type { BookingSlots, NextSlot } from 'contract/schemas/booking';
import { BOOKING_FORMS, bookingManageAddress, type BookingFormName } from 'contract/schemas/bookingPages';
import { FORM_NAME_FIELD, FORM_OPENED_FIELD } from 'shared-ui/forms/nativePost';
import type { RefusalIssue } from 'shared-ui/forms/formRefusal';
import { RefusalAlert } from 'shared-ui/forms/RefusalAlert';
import { Button } from 'shared-ui/kit/Button';
import { issueOf } from './bookingDrawing';
import { NoFreeTimes } from './OutsideArea';
import { SlotChoices, type RadioProps } from './SlotChoices';
import { TimesPart } from './TimesPart';
import styles from './Booking.module.css';

export const MANAGE_FORMS = {
  move: 'Move your visit',
  moveText: 'Choose a new time. Your present time stays booked until the new one is taken.',
  times: 'Choose a new time',
  moveSubmit: 'Move my visit',
  cancel: 'Cancel your visit',
  cancelText: 'Cancelling frees the time at once for someone else. You can book a new time whenever you like.',
  cancelSubmit: 'Cancel my visit',
} as const;

interface Refused {
  /** The page's drawing was for this form: its alert and messages go here. */
  alert?: string | undefined;
  issues: readonly RefusalIssue[];
  stamp: string;
}

function Markers({ form, stamp, token }: { form: BookingFormName; stamp: string; token: string }) {
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <input type="hidden" name={FORM_OPENED_FIELD} defaultValue={stamp} />
      <input type="hidden" name="token" value={token} />
    </>
  );
}

/** A refusal's alert, else the messages not about a field on the form, at the form's top. */
function FormAlert({ alert, issues, fields }: { alert?: string | undefined; issues: readonly RefusalIssue[]; fields: readonly string[] }) {
  const others = issues.filter((issue) => !fields.includes(issue.path));
  const message = alert ?? others[0]?.message;
  return message ? <RefusalAlert message={message} /> : null;
}

export interface MoveFormProps extends Refused {
  token: string;
  slots: BookingSlots | undefined;
  nextSlots: readonly NextSlot[];
  /** The time chosen before a refusal, checked again. */
  chosen: string | undefined;
}

export function MoveForm({ token, slots, nextSlots, chosen, alert, issues, stamp }: MoveFormProps) {
  const error = issueOf(issues, 'start');
  const radio = (start: string): RadioProps => ({ name: 'start', defaultChecked: start === chosen });
  const heading = (
    <h3 id="move-times" className={styles.dayLabel}>
      {MANAGE_FORMS.times}
    </h3>
  );
  return (
    <form method="post" action={bookingManageAddress(token)} aria-label={MANAGE_FORMS.move} className={styles.manageForm}>
      <Markers form={BOOKING_FORMS.move} stamp={stamp} token={token} />
      <h2 className={styles.partHeading}>{MANAGE_FORMS.move}</h2>
      <FormAlert alert={alert} issues={issues} fields={['start']} />
      <p>{MANAGE_FORMS.moveText}</p>
      <TimesPart heading={heading} headingId="move-times" nextSlots={nextSlots} nextRadio={radio} error={error}>
        {slots && slots.days.length > 0 ? <SlotChoices days={slots.days} radio={radio} /> : <NoFreeTimes />}
      </TimesPart>
      <Button type="submit">{MANAGE_FORMS.moveSubmit}</Button>
    </form>
  );
}

export function CancelForm({ token, alert, issues, stamp }: Refused & { token: string }) {
  return (
    <form method="post" action={bookingManageAddress(token)} aria-label={MANAGE_FORMS.cancel} className={styles.manageForm}>
      <Markers form={BOOKING_FORMS.cancel} stamp={stamp} token={token} />
      <h2 className={styles.partHeading}>{MANAGE_FORMS.cancel}</h2>
      <FormAlert alert={alert} issues={issues} fields={[]} />
      <p>{MANAGE_FORMS.cancelText}</p>
      <Button type="submit">{MANAGE_FORMS.cancelSubmit}</Button>
    </form>
  );
}
