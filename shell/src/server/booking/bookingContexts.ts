// What the booking's pages are drawn with per request (contract/schemas/bookingPages.ts):
// the page's own component draws it, as it draws a refused form. Step two of /book holds
// the free times the worker offers for the kind and ZIP code asked; the confirmation the
// visit its address names; /book/manage the visit its link names and, for a move link,
// the free times. Only the query's own fields are read.
import { ENDPOINTS } from 'contract/endpoints';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import { BOOKING_FORMS, BOOKING_PATHS, MANAGE_DONE, type BookingOffer, type ManageDone } from 'contract/schemas/bookingPages';
import type { FormRefusal, RefusalIssue } from 'shared-ui/forms/formRefusal';
import type { BookingWorker, WorkerAnswer } from './bookingWorker';
import { UNAVAILABLE_ALERT } from '../native-forms/nativePost';

/** The query fields each page reads. */
const QUERY_FIELDS: Record<string, readonly string[]> = {
  [BOOKING_PATHS.book]: ['kind', 'zip', 'from', 'interest'],
  [BOOKING_PATHS.confirmed]: ['booking', 'kind', 'start'],
  [BOOKING_PATHS.manage]: ['token', 'done'],
};

/** A GET the composer draws per request: a booking page with a query (without one, it is the page the build drew). */
export const isBookingRead = (url: URL) => Object.hasOwn(QUERY_FIELDS, url.pathname) && QUERY_FIELDS[url.pathname]!.some((name) => url.searchParams.has(name));

/** Each field the page reads, its first value, at most 500 characters (a link's token is 100). */
export const queryValues = (url: URL): Record<string, string> =>
  Object.fromEntries((QUERY_FIELDS[url.pathname] ?? []).flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name)!.slice(0, 500)]] : [])));

type Drawn = Pick<FormRefusal, 'offer' | 'issues' | 'alert'>;

const issuesOf = (answer: WorkerAnswer) => (Array.isArray(answer.body.issues) ? (answer.body.issues as RefusalIssue[]) : undefined);
const errorOf = (answer: WorkerAnswer) => (typeof answer.body.error === 'string' ? answer.body.error : undefined);

/** The free times for a kind and ZIP code, as the page draws them: the days, or the ZIP's refusal, or why not. */
export async function freeTimes(worker: BookingWorker, values: Readonly<Record<string, string>>): Promise<Drawn> {
  const query: Record<string, string> = { kind: values.kind ?? '', zip: values.zip ?? '' };
  if (values.from) query.from = values.from;
  const answer = await worker.read(ENDPOINTS.bookingSlots, query);
  if (answer?.status === 200) return { offer: { slots: answer.body } satisfies Record<string, unknown> };
  if (answer?.status === 422) return { offer: { outsideArea: true } satisfies BookingOffer };
  if (answer?.status === 400 && issuesOf(answer)) return { issues: issuesOf(answer) };
  if (answer?.status === 503) return { alert: errorOf(answer) ?? BOOKING_MESSAGES.off };
  return { alert: UNAVAILABLE_ALERT };
}

/** Step one with what the address gave (the quote form's interest), or step two with the free times. */
async function bookContext(worker: BookingWorker, values: Record<string, string>): Promise<FormRefusal> {
  const context: FormRefusal = { form: BOOKING_FORMS.book, values, stamp: '' };
  return values.kind && values.zip ? { ...context, ...(await freeTimes(worker, values)) } : context;
}

/** The visit a link names and, for a move link on a booked visit, the free times; or why the link is refused. */
export async function manageOffer(worker: BookingWorker, token: string, done?: string): Promise<{ form: FormRefusal['form']; drawn: Drawn }> {
  const finished = MANAGE_DONE.includes(done as ManageDone) ? { done: done as ManageDone } : {};
  const answer = await worker.read(ENDPOINTS.bookingManage, { token });
  if (answer?.status !== 200) {
    const linkError = answer && answer.status < 500 ? (errorOf(answer) ?? BOOKING_MESSAGES.linkInvalid) : undefined;
    return { form: BOOKING_FORMS.move, drawn: linkError ? { offer: { linkError } } : { alert: UNAVAILABLE_ALERT } };
  }
  const visit = answer.body;
  if (visit.allows !== 'move') return { form: BOOKING_FORMS.cancel, drawn: { offer: { visit, ...finished } } };
  if (visit.status !== 'booked') return { form: BOOKING_FORMS.move, drawn: { offer: { visit, ...finished } } };
  const times = await freeTimes(worker, { kind: String(visit.kind), zip: String(visit.zip) });
  return { form: BOOKING_FORMS.move, drawn: { ...times, offer: { visit, ...finished, ...times.offer } } };
}

/** What a booking page's GET is drawn with. */
export async function bookingContext(url: URL, worker: BookingWorker): Promise<FormRefusal> {
  const values = queryValues(url);
  if (url.pathname === BOOKING_PATHS.book) return bookContext(worker, values);
  if (url.pathname === BOOKING_PATHS.confirmed) return { form: BOOKING_FORMS.book, values, stamp: '' };
  const { form, drawn } = await manageOffer(worker, values.token ?? '', values.done);
  return { form, values, stamp: '', ...drawn };
}
