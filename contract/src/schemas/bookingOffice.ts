// The office's side of booking (#46), behind the office session like the rest of /office/:
// the rules the free times are made from (weekly hours in Chicago's local time, visit
// length, buffer, daily maximum, notice, how far ahead, the ZIP codes served), days off,
// the upcoming consultations by day, and moving or cancelling one (the customer is emailed).
//
// Every write is a POST from the site's pages with a JSON body, as the office's other
// writes: saving the settings replaces them whole; a day off is added by POSTing it and
// removed by POSTing to its .../remove path.
import { z } from 'contract/schemas/zod';
import { BOOKING_KINDS, instantSchema, localDateSchema } from 'contract/schemas/booking';

/** Weekdays in JavaScript's order (getDay(): 0 is Sunday). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BOOKING_SETTINGS_MESSAGES = {
  time: 'Please enter the time as HH:MM on a 24-hour clock, for example 09:00',
  closesAfterOpens: 'The closing time must be after the opening time',
  visitMinutes: 'A visit lasts from 15 to 480 minutes',
  bufferMinutes: 'The buffer is from 0 to 240 minutes',
  dailyMax: 'Allow from 1 to 50 visits a day',
  noticeHours: 'The notice is from 0 to 720 hours',
  horizonDays: 'Visitors may book from 1 to 365 days ahead',
  zip: 'Each ZIP code has 5 digits',
  zips: 'Please list at least one ZIP code',
  zipsTooMany: 'List at most 500 ZIP codes',
  zipRepeated: 'Each ZIP code is listed once',
  dayOffNote: 'The note cannot exceed 200 characters.',
  cancelNote: 'The note cannot exceed 2,000 characters.',
} as const;

const S = BOOKING_SETTINGS_MESSAGES;

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const localTime = z.string(S.time).check(z.regex(LOCAL_TIME, S.time));
const whole = (message: string, min: number, max: number) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.refine((value) => value <= max, message));

/** A day's hours as the office's clock reads them; null: closed that day. */
export const dayHoursSchema = z.nullable(
  z.object({ opens: localTime, closes: localTime }).check(
    z.refine((hours) => hours.closes > hours.opens, { message: S.closesAfterOpens, path: ['closes'] }),
  ),
);
export type DayHours = z.infer<typeof dayHoursSchema>;

const weeklyHoursShape = Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>;

const zipList = z.array(z.string(S.zip).check(z.regex(/^\d{5}$/, S.zip))).check(
  z.minLength(1, S.zips),
  z.maxLength(500, S.zipsTooMany),
  z.refine((zips) => new Set(zips).size === zips.length, S.zipRepeated),
);

/** GET ENDPOINTS.officeBookingSettings answers them; POST replaces them (answers them again). */
export const bookingSettingsSchema = z.strictObject({
  weeklyHours: z.strictObject(weeklyHoursShape),
  visitMinutes: whole(S.visitMinutes, 15, 480),
  bufferMinutes: whole(S.bufferMinutes, 0, 240),
  dailyMax: whole(S.dailyMax, 1, 50),
  noticeHours: whole(S.noticeHours, 0, 720),
  horizonDays: whole(S.horizonDays, 1, 365),
  zips: zipList,
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** A day no visit is offered (YYYY-MM-DD in Chicago), with why. */
export const dayOffSchema = z.strictObject({
  date: localDateSchema,
  note: z._default(z.string().check(z.trim(), z.maxLength(200, S.dayOffNote)), ''),
});
export type DayOff = z.infer<typeof dayOffSchema>;

/**
 * GET ENDPOINTS.officeBookingDaysOff: today's and later days off, in order. POST it a day
 * off (dayOffSchema) or POST {} to ENDPOINTS.officeBookingDayOffRemoval: the same list,
 * and after an addition how many visits are still booked that day (move or cancel them).
 */
export const daysOffListSchema = z.object({ items: z.array(dayOffSchema), bookedThatDay: z.optional(z.number()) });
export type DaysOffList = z.infer<typeof daysOffListSchema>;

/** One consultation as the office sees it. */
export const officeBookingSchema = z.object({
  bookingId: z.string(),
  kind: z.enum(BOOKING_KINDS),
  start: z.string(),
  end: z.string(),
  /** The start on the office's clock: '10:00 AM'. */
  time: z.string(),
  status: z.enum(['booked', 'cancelled']),
  zip: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The interest in words ('' for none). */
  interest: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  movedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /** The confirmation email's outcome: 'sent', 'failed: …', 'off: …'; null while it has none. */
  confirmation: z.nullable(z.string()),
  /** The day-before reminder for the visit's present time: its outcome, or null before it went. */
  reminder: z.nullable(z.string()),
});
export type OfficeBooking = z.infer<typeof officeBookingSchema>;

/** A move's or cancellation's answer: the booking, and whether the customer's email about it went. */
export const officeBookingChangedSchema = z.extend(officeBookingSchema, { emailSent: z.boolean() });
export type OfficeBookingChanged = z.infer<typeof officeBookingChangedSchema>;

/** GET ENDPOINTS.officeBookings?from&days: the booked visits by day on the office's clock (only days with one). */
export const officeBookingListSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), label: z.string(), bookings: z.array(officeBookingSchema) })),
});
export type OfficeBookingList = z.infer<typeof officeBookingListSchema>;

/** POST ENDPOINTS.officeBookingMove: a free time (ENDPOINTS.officeBookingSlots); answers the booking. */
export const officeMoveBodySchema = z.strictObject({ start: instantSchema });
/** POST ENDPOINTS.officeBookingCancel: the office's note, kept in the audit; answers the booking. */
export const officeCancelBodySchema = z.strictObject({ note: z._default(z.string().check(z.trim(), z.maxLength(2000, S.cancelNote)), '') });
