// The free times as the pages read them (contract/schemas/booking): by day, in words on
// the office's clock, from the database's calendar (days off, booked visits).
import { BOOKING_TIME_ZONE, type BookingSlots, type NextSlot, type SlotDay } from 'contract/schemas/booking';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import type { Database } from '../db/database';
import { bookedVisits } from './bookingStore';
import { addLocalDays, clockTime, dayLabel, spokenTime, type LocalDate } from 'contract/time/officeClock';
import { daysOffBetween } from './settingsStore';
import { freeSlots, type BookingWindow, type FreeDay } from './slots';

/** How many other times a refusal offers. */
export const NEXT_SLOTS = 5;

async function freeDays(db: Database, settings: BookingSettings, from: LocalDate, to: LocalDate, window: BookingWindow): Promise<FreeDay[]> {
  const calendar = {
    daysOff: await daysOffBetween(db, from, to),
    // A day either side: a visit never crosses midnight, but the buffer may.
    booked: await bookedVisits(db, addLocalDays(from, -1), addLocalDays(to, 1)),
  };
  return freeSlots(from, to, settings, calendar, window);
}

const slotDay = (day: FreeDay): SlotDay => ({
  date: day.date,
  label: dayLabel(day.date),
  slots: day.slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), time: clockTime(slot.start) })),
});

/** The free times of `days` days from `from` (both ends on the office's calendar). */
export async function slotsAnswer(db: Database, settings: BookingSettings, from: LocalDate, days: number, window: BookingWindow): Promise<BookingSlots> {
  const to = addLocalDays(from, days - 1);
  return {
    timeZone: BOOKING_TIME_ZONE,
    from,
    to,
    lastBookableDate: window.lastDate,
    days: (await freeDays(db, settings, from, to, window)).map(slotDay),
  };
}

/** The first free times from `after` on, within the window. */
export async function nextSlots(db: Database, settings: BookingSettings, after: Date, window: BookingWindow, fromDate: LocalDate): Promise<NextSlot[]> {
  const next: NextSlot[] = [];
  // A week at a time: the next free times are nearly always within days.
  for (let from = fromDate; from <= window.lastDate && next.length < NEXT_SLOTS; from = addLocalDays(from, 7)) {
    for (const day of await freeDays(db, settings, from, addLocalDays(from, 6), window)) {
      for (const slot of day.slots) {
        if (slot.start < after || next.length === NEXT_SLOTS) continue;
        next.push({ start: slot.start.toISOString(), end: slot.end.toISOString(), date: day.date, when: spokenTime(slot.start) });
      }
    }
  }
  return next;
}
