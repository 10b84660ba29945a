// Moving a booked visit to another time, for its visitor (the move link) or the office: the
// time must be one of its day's slots, open in the window the mover has (the notice and
// horizon for a visitor, any time ahead for the office), and free, which the one UPDATE of
// bookingStore.moveBooking decides; the old time is free the moment the new one is taken.
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import type { CountedRequest } from './bookingLimits';
import { notOffered, slotGone } from './bookingRefusals';
import { findBooking, moveBooking, type BookingRow } from './bookingStore';
import { localDateOf } from 'contract/time/officeClock';
import { daysOffBetween } from './settingsStore';
import { nextSlots } from './slotAnswers';
import { requestedSlot, type BookingWindow } from './slots';

/**
 * The visit at its new time. Refuses with 409 a cancelled visit or a time gone (with the next
 * free ones), 400 a time never offered or the time it already has. `count` counts the move
 * against its client once it is about to be tried, and gives it back if the time was gone.
 */
export async function moveVisit(
  deps: Pick<WorkerDeps, 'db' | 'now'>,
  booking: BookingRow,
  start: Date,
  settings: BookingSettings,
  window: BookingWindow,
  count?: () => Promise<CountedRequest>,
): Promise<BookingRow> {
  const { db } = deps;
  if (booking.status !== 'booked') throw new ApiError(409, BOOKING_MESSAGES.cancelled);
  if (start.getTime() === new Date(booking.starts_at).getTime()) {
    throw new ApiError(400, 'The move has errors', [{ path: 'start', message: BOOKING_MESSAGES.sameTime }]);
  }
  const date = localDateOf(start);
  const requested = requestedSlot(start, settings, await daysOffBetween(db, date, date), window);
  if (requested.kind === 'not a slot') throw notOffered();
  const today = localDateOf(deps.now());
  if (requested.kind === 'closed') throw slotGone('noLongerOpen', await nextSlots(db, settings, start, window, today));
  const counted = await count?.();
  const outcome = await moveBooking(db, { id: booking.id, slot: requested.slot, localDay: requested.date, at: deps.now() }, settings);
  if (outcome === 'not booked') {
    await counted?.giveBack();
    throw new ApiError(409, BOOKING_MESSAGES.cancelled);
  }
  if (outcome === 'taken') {
    await counted?.giveBack();
    throw slotGone('taken', await nextSlots(db, settings, start, window, requested.date));
  }
  return (await findBooking(db, booking.id))!;
}
