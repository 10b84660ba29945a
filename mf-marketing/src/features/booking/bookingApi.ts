// The booking form's calls to the worker once its scripts run: the free times for a kind
// and a ZIP code, and the booking. Each answers what it got or how the worker refused,
// in the terms the page shows: outside the area, the fields' messages, the time gone
// (with the next free times), or a message for the top of the form.
import { ENDPOINTS } from 'contract/endpoints';
import { company } from 'contract/company/company';
import {
  bookingConfirmationSchema,
  bookingSlotsSchema,
  outsideAreaSchema,
  slotGoneSchema,
  type BookingConfirmation,
  type BookingRequest,
  type BookingSlots,
  type NextSlot,
} from 'contract/schemas/booking';
import { z } from 'contract/schemas/zod';
import { waitBeforeResending } from 'shared-ui/api/submissions';
import { WorkerError, workerGet, workerPost } from 'shared-ui/api/worker';
import type { RefusalIssue } from 'shared-ui/forms/formRefusal';
import { waitAlert } from 'shared-ui/forms/waitMessage';

export const SLOTS_UNREACHABLE = `We could not load the free times. Please try again, or call us at ${company.phone.display}.`;
export const BOOKING_UNREACHABLE = `We could not reach our booking system. What you typed is still here. Please try again, or call us at ${company.phone.display}.`;

export type BookingRefusal =
  | { refused: 'outsideArea' }
  | { refused: 'issues'; issues: RefusalIssue[] }
  | { refused: 'gone'; alert: string; nextSlots: NextSlot[] }
  | { refused: 'alert'; alert: string };

const issuesSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });
/** The worker's own words are shown only where they are meant for visitors: online booking switched off. */
const offSchema = z.object({ error: z.string() });

function refusalOf(error: unknown, unreachable: string): BookingRefusal {
  if (!(error instanceof WorkerError)) return { refused: 'alert', alert: unreachable };
  if (outsideAreaSchema.safeParse(error.body).success) return { refused: 'outsideArea' };
  const gone = slotGoneSchema.safeParse(error.body);
  if (error.status === 409 && gone.success) return { refused: 'gone', alert: gone.data.error, nextSlots: gone.data.nextSlots };
  const issues = issuesSchema.safeParse(error.body);
  if (error.status === 400 && issues.success) return { refused: 'issues', issues: issues.data.issues };
  const seconds = waitBeforeResending(error);
  if (seconds !== undefined) return { refused: 'alert', alert: waitAlert(seconds) };
  const off = offSchema.safeParse(error.body);
  if (error.status === 503 && off.success) return { refused: 'alert', alert: off.data.error };
  return { refused: 'alert', alert: unreachable };
}

async function answerOrRefusal<T>(call: () => Promise<T>, unreachable: string): Promise<{ answer: T } | BookingRefusal> {
  try {
    return { answer: await call() };
  } catch (error) {
    return refusalOf(error, unreachable);
  }
}

export interface SlotsQuery {
  kind: string;
  zip: string;
  from?: string | undefined;
  days?: number | undefined;
}

export function fetchSlots({ kind, zip, from, days }: SlotsQuery): Promise<{ answer: BookingSlots } | BookingRefusal> {
  const query = new URLSearchParams({ kind, zip });
  if (from) query.set('from', from);
  if (days) query.set('days', String(days));
  return answerOrRefusal(() => workerGet(`${ENDPOINTS.bookingSlots}?${query}`, bookingSlotsSchema), SLOTS_UNREACHABLE);
}

export function postBooking(request: BookingRequest): Promise<{ answer: BookingConfirmation } | BookingRefusal> {
  return answerOrRefusal(() => workerPost(ENDPOINTS.booking, request, bookingConfirmationSchema), BOOKING_UNREACHABLE);
}
