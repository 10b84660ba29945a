// The free times of the office's calendar, computed in America/Chicago (localTime.ts):
// each open day's starts every 30 minutes from its opening time while a visit still ends by
// closing time; then, for a visitor, only the days not off, starts at least the notice
// ahead and days no further than the horizon, and no start whose visit (with the buffer on
// either side) meets a booked one, on a day still under its maximum of visits.
//
// A start is a wall time: the repeated hour when daylight time ends offers each of its wall
// times once (the first), and the skipped hour when it begins offers none, so no slot is
// lost or doubled across the changes. Which times are free here is advice for the page;
// the booking itself is decided by the database (bookingStore.ts).
import { WEEKDAYS, type BookingSettings } from 'contract/schemas/bookingOffice';
import { addLocalDays, instantAt, instantAtOrAfter, localDateOf, minutesOf, weekdayOf, type LocalDate } from 'contract/time/officeClock';

/** Starts are offered every half hour: visitors get a choice, buffers keep visits apart. */
export const SLOT_STEP_MINUTES = 30;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface TimeSpan {
  start: Date;
  end: Date;
}

export interface BookedVisit extends TimeSpan {
  localDay: LocalDate;
}

export type SlotRules = Pick<BookingSettings, 'weeklyHours' | 'visitMinutes' | 'bufferMinutes' | 'dailyMax'>;

/** When a booking may start: from `earliest` on, on days up to `lastDate`. */
export interface BookingWindow {
  earliest: Date;
  lastDate: LocalDate;
}

/** A visitor's window: the notice from now, and the horizon's days from today. */
export function visitorWindow(now: Date, settings: Pick<BookingSettings, 'noticeHours' | 'horizonDays'>): BookingWindow {
  return {
    earliest: new Date(now.getTime() + settings.noticeHours * HOUR_MS),
    lastDate: addLocalDays(localDateOf(now), settings.horizonDays),
  };
}

/** The slots of `date` by the weekly hours alone, in order. */
export function daySlots(date: LocalDate, rules: Pick<SlotRules, 'weeklyHours' | 'visitMinutes'>): TimeSpan[] {
  const hours = rules.weeklyHours[WEEKDAYS[weekdayOf(date)]!];
  if (!hours) return [];
  const closes = instantAtOrAfter(date, minutesOf(hours.closes));
  const slots: TimeSpan[] = [];
  for (let minutes = minutesOf(hours.opens); minutes < minutesOf(hours.closes); minutes += SLOT_STEP_MINUTES) {
    const start = instantAt(date, minutes);
    if (!start) continue;
    const end = new Date(start.getTime() + rules.visitMinutes * MINUTE_MS);
    if (end > closes) break;
    slots.push({ start, end });
  }
  return slots;
}

/** Whether `slot`, with the buffer on either side, meets `visit`. */
export const overlaps = (slot: TimeSpan, visit: TimeSpan, bufferMinutes: number) =>
  visit.start.getTime() < slot.end.getTime() + bufferMinutes * MINUTE_MS && slot.start.getTime() < visit.end.getTime() + bufferMinutes * MINUTE_MS;

export interface Calendar {
  daysOff: ReadonlySet<LocalDate>;
  /** The booked visits around the days asked for (a day before and after is enough). */
  booked: readonly BookedVisit[];
}

export interface FreeDay {
  date: LocalDate;
  slots: TimeSpan[];
}

/** The free slots of the days from `from` to `to` (both included) within `window`; days without one are left out. */
export function freeSlots(from: LocalDate, to: LocalDate, rules: SlotRules, calendar: Calendar, window: BookingWindow): FreeDay[] {
  const days: FreeDay[] = [];
  const last = to < window.lastDate ? to : window.lastDate;
  for (let date = from; date <= last; date = addLocalDays(date, 1)) {
    if (calendar.daysOff.has(date)) continue;
    if (calendar.booked.filter((visit) => visit.localDay === date).length >= rules.dailyMax) continue;
    const slots = daySlots(date, rules).filter(
      (slot) => slot.start >= window.earliest && !calendar.booked.some((visit) => overlaps(slot, visit, rules.bufferMinutes)),
    );
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/**
 * What a requested start is: one of its day's slots within the window and not on a day off
 * ('open', with its span), one of them outside it ('closed'), or no slot at all.
 */
export type RequestedSlot = { kind: 'open'; slot: TimeSpan; date: LocalDate } | { kind: 'closed' } | { kind: 'not a slot' };

export function requestedSlot(start: Date, rules: SlotRules, daysOff: ReadonlySet<LocalDate>, window: BookingWindow): RequestedSlot {
  const date = localDateOf(start);
  const slot = daySlots(date, rules).find((candidate) => candidate.start.getTime() === start.getTime());
  if (!slot) return { kind: 'not a slot' };
  if (daysOff.has(date) || slot.start < window.earliest || date > window.lastDate) return { kind: 'closed' };
  return { kind: 'open', slot, date };
}
