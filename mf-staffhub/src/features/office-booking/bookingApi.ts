// Requests to the worker's office booking API (contract/schemas/bookingOffice), through the
// office's fetch helper, so the session cookie goes along and a refused session is told.
import { ENDPOINTS } from 'contract/endpoints';
import { bookingSlotsSchema } from 'contract/schemas/booking';
import {
  bookingSettingsSchema,
  daysOffListSchema,
  officeBookingListSchema,
  officeBookingChangedSchema,
  type BookingSettings,
  type OfficeBookingChanged,
  type DayOff,
} from 'contract/schemas/bookingOffice';
import { apiPath, officeGet, officePost } from '../../office/officeApi';

const query = (values: Record<string, string | undefined>) => {
  const text = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return text ? `?${text}` : '';
};

/** The booked visits by day, `from` (YYYY-MM-DD; the worker's today when undefined) and the 13 days after. */
export const loadBookings = (from: string | undefined, signal: AbortSignal) =>
  officeGet(`${ENDPOINTS.officeBookings}${query({ from })}`, officeBookingListSchema, signal);

/** The free times a visit may be moved to, 14 days from `from` (today when undefined or past). */
export const loadMoveSlots = (from: string | undefined, signal: AbortSignal) =>
  officeGet(`${ENDPOINTS.officeBookingSlots}${query({ from })}`, bookingSlotsSchema, signal);

/** A moved or cancelled visit as the worker answers it, with whether the customer's email went. */
export type ChangedBooking = OfficeBookingChanged;

export const moveBooking = (bookingId: string, start: string) =>
  officePost(apiPath(ENDPOINTS.officeBookingMove, { bookingId }), { start }, officeBookingChangedSchema);

export const cancelBooking = (bookingId: string, note: string) =>
  officePost(apiPath(ENDPOINTS.officeBookingCancel, { bookingId }), { note }, officeBookingChangedSchema);

export const loadSettings = (signal: AbortSignal) => officeGet(ENDPOINTS.officeBookingSettings, bookingSettingsSchema, signal);

export const saveSettings = (settings: BookingSettings) => officePost(ENDPOINTS.officeBookingSettings, settings, bookingSettingsSchema);

export const loadDaysOff = (signal: AbortSignal) => officeGet(ENDPOINTS.officeBookingDaysOff, daysOffListSchema, signal);

export const addDayOff = (day: DayOff) => officePost(ENDPOINTS.officeBookingDaysOff, day, daysOffListSchema);

export const removeDayOff = (date: string) => officePost(apiPath(ENDPOINTS.officeBookingDayOffRemoval, { date }), {}, daysOffListSchema);
