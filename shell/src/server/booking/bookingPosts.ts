// The booking's forms posted without scripts, sent on to the worker with the composer's
// secret: /book's booking (its fill time measured from the page's stamp, as for the other
// public forms), and /book/manage's move and cancel. Taken: 303 to the confirmation, or
// back to the manage page saying what was done. Refused: the page again, its form drawn by
// its component with what was typed, the worker's messages and the free times read again
// (after a 409, the next free times too).
import { ENDPOINTS } from 'contract/endpoints';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { BOOKING_FORMS, BOOKING_PATHS, bookingConfirmedAddress, bookingManageAddress, type BookingFormName } from 'contract/schemas/bookingPages';
import type { BookingKind } from 'contract/schemas/booking';
import type { FormRefusal, RefusalIssue } from 'shared-ui/forms/formRefusal';
import { waitAlert } from 'shared-ui/forms/waitMessage';
import type { BookingWorker, WorkerAnswer } from './bookingWorker';
import { freeTimes, manageOffer } from './bookingContexts';
import { UNAVAILABLE_ALERT } from '../native-forms/nativePost';

/** The page each form is posted from: a booking form posted anywhere else is sent back. */
export const BOOKING_FORM_PAGES: Record<BookingFormName, string> = {
  [BOOKING_FORMS.book]: BOOKING_PATHS.book,
  [BOOKING_FORMS.move]: BOOKING_PATHS.manage,
  [BOOKING_FORMS.cancel]: BOOKING_PATHS.manage,
};

const BOOKING_FIELDS = ['kind', 'zip', 'start', 'name', 'email', 'phone', 'address', 'interest', 'notes'] as const;

export interface BookingPost {
  form: BookingFormName;
  posted: URLSearchParams;
  /** What was typed, as the form is drawn again (no markers, no honeypot). */
  values: Record<string, string>;
  /** How long the form was open, from its stamp (0 without a valid one). */
  filledInMs: number;
  stamp: string;
  worker: BookingWorker;
}

/** Where a taken post goes, or the context its page is drawn again with, and the status. */
export type BookingPostAnswer = { location: string } | { status: number; refusal: FormRefusal };

const text = (posted: URLSearchParams, name: string) => posted.get(name) ?? '';

/** The worker's refusal as the page says it, and the status the page is answered with. */
function refusalOf(answer: WorkerAnswer | undefined): { status: number; issues?: RefusalIssue[]; alert?: string } {
  if (!answer || answer.status >= 500) {
    const error = answer?.status === 503 && typeof answer.body.error === 'string' ? answer.body.error : UNAVAILABLE_ALERT;
    return { status: 503, alert: error };
  }
  if (answer.status === 429) return { status: 429, alert: waitAlert(Number(answer.body.retryAfterSeconds) || 60) };
  if (answer.status === 400 && Array.isArray(answer.body.issues)) return { status: 400, issues: answer.body.issues as RefusalIssue[] };
  return { status: answer.status, alert: typeof answer.body.error === 'string' ? answer.body.error : UNAVAILABLE_ALERT };
}

async function book({ posted, values, filledInMs, stamp, worker }: BookingPost): Promise<BookingPostAnswer> {
  const body: Record<string, unknown> = Object.fromEntries(BOOKING_FIELDS.map((name) => [name, text(posted, name)]));
  body[HONEYPOT_FIELD] = text(posted, HONEYPOT_FIELD);
  body[FILL_TIME_FIELD] = filledInMs;
  const answer = await worker.send(ENDPOINTS.booking, body);
  if (answer?.status === 201 && typeof answer.body.bookingId === 'string') {
    return { location: bookingConfirmedAddress({ booking: answer.body.bookingId, kind: answer.body.kind as BookingKind, start: String(answer.body.start) }) };
  }
  const context: FormRefusal = { form: BOOKING_FORMS.book, values, stamp };
  if (answer?.status === 422 && answer.body.outsideArea === true) return { status: 422, refusal: { ...context, offer: { outsideArea: true } } };
  const { status, ...refused } = refusalOf(answer);
  const times = await freeTimes(worker, values);
  const nextSlots = answer?.status === 409 && Array.isArray(answer.body.nextSlots) ? { nextSlots: answer.body.nextSlots } : {};
  return { status, refusal: { ...context, ...times, ...refused, offer: { ...times.offer, ...nextSlots } } };
}

async function change({ form, posted, values, stamp, worker }: BookingPost): Promise<BookingPostAnswer> {
  const token = text(posted, 'token');
  const moving = form === BOOKING_FORMS.move;
  const answer = moving
    ? await worker.send(ENDPOINTS.bookingMove, { token, start: text(posted, 'start') })
    : await worker.send(ENDPOINTS.bookingCancel, { token });
  if (answer?.status === 200) return { location: bookingManageAddress(token, moving ? 'moved' : 'cancelled') };
  const { status, ...refused } = refusalOf(answer);
  const { form: drawnForm, drawn } = await manageOffer(worker, token);
  return { status, refusal: { form: drawnForm, values: { ...values, token }, stamp, ...drawn, ...refused } };
}

export const answerBookingPost = (post: BookingPost): Promise<BookingPostAnswer> => (post.form === BOOKING_FORMS.book ? book(post) : change(post));
