// The office's booking (#46), behind the office session: the settings the free times are
// made from (GET; POST replaces them), days off (GET; POST adds one; POST .../remove drops
// one), the free times for a move (any time ahead: the notice and horizon are the visitors'),
// the booked visits by day, and moving or cancelling one, which emails the customer. Every
// change is audited with who made it.
import { Hono, type MiddlewareHandler } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { BOOKING_MESSAGES, MAX_SLOT_DAYS } from 'contract/schemas/booking';
import {
  bookingSettingsSchema,
  dayOffSchema,
  officeCancelBodySchema,
  officeMoveBodySchema,
  type DaysOffList,
  type OfficeBookingChanged,
} from 'contract/schemas/bookingOffice';
import { z } from '../zodFull';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { validate } from '../http/validate';
import { sendAndRecord } from '../booking/bookingEmails';
import { cancelBooking, countBookedOn, findBooking } from '../booking/bookingStore';
import { addLocalDays, isCalendarDate, localDateOf } from 'contract/time/officeClock';
import { moveVisit } from '../booking/moveVisit';
import {
  addDayOffStatement,
  listDaysOff,
  readBookingSettings,
  removeDayOffStatement,
  saveBookingSettingsStatement,
} from '../booking/settingsStore';
import { slotsAnswer } from '../booking/slotAnswers';
import type { BookingWindow } from '../booking/slots';
import { auditStatement, recordAudit } from './audit';
import { findOfficeBooking, listOfficeBookings } from './officeBookings';

/** How far ahead the office may place a visit. */
const OFFICE_HORIZON_DAYS = 365;
/** The most days one list of visits covers. */
const MAX_LIST_DAYS = 92;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const periodQuery = (maxDays: number) =>
  z.object({
    from: z.string().regex(LOCAL_DATE, BOOKING_MESSAGES.from).refine(isCalendarDate, BOOKING_MESSAGES.from).optional(),
    days: z.coerce.number().int().min(1).max(maxDays).default(14),
  });
const slotsQuerySchema = periodQuery(MAX_SLOT_DAYS);
const listQuerySchema = periodQuery(MAX_LIST_DAYS);

/** The office places a visit at any free time ahead of now, up to a year. */
const officeWindow = (now: Date): BookingWindow => ({ earliest: now, lastDate: addLocalDays(localDateOf(now), OFFICE_HORIZON_DAYS) });

export function officeBookingRoutes(deps: WorkerDeps, requireSession: MiddlewareHandler): Hono {
  const { db, now } = deps;
  const routes = new Hono();

  routes.get(ENDPOINTS.officeBookingSettings, requireSession, async (c) => c.json(await readBookingSettings(db)));

  routes.post(ENDPOINTS.officeBookingSettings, requireSession, async (c) => {
    const settings = validate(bookingSettingsSchema, await readJsonObject(c), 'The booking settings have errors');
    const at = now();
    const person = c.get('officePerson');
    await db.batch([
      saveBookingSettingsStatement(settings, at, person.name),
      auditStatement({ at, by: person, action: 'booking-settings', subject: 'booking settings', detail: JSON.stringify(settings) }),
    ]);
    return c.json(await readBookingSettings(db));
  });

  const daysOffFromToday = async (): Promise<DaysOffList> => ({ items: await listDaysOff(db, localDateOf(now())) });

  routes.get(ENDPOINTS.officeBookingDaysOff, requireSession, async (c) => c.json(await daysOffFromToday()));

  routes.post(ENDPOINTS.officeBookingDaysOff, requireSession, async (c) => {
    const day = validate(dayOffSchema, await readJsonObject(c), 'The day off has errors');
    if (!isCalendarDate(day.date)) throw new ApiError(400, 'The day off has errors', [{ path: 'date', message: BOOKING_MESSAGES.from }]);
    const at = now();
    const person = c.get('officePerson');
    await db.batch([
      addDayOffStatement(day, at, person.name),
      auditStatement({ at, by: person, action: 'booking-day-off', subject: day.date, detail: day.note }),
    ]);
    return c.json({ ...(await daysOffFromToday()), bookedThatDay: await countBookedOn(db, day.date) } satisfies DaysOffList);
  });

  routes.post(ENDPOINTS.officeBookingDayOffRemoval, requireSession, async (c) => {
    await readJsonObject(c);
    const date = c.req.param('date');
    if (!LOCAL_DATE.test(date)) throw new ApiError(404, 'No such day off');
    const at = now();
    const person = c.get('officePerson');
    const { sql, params } = removeDayOffStatement(date);
    if ((await db.run(sql, params)).changes === 0) throw new ApiError(404, 'No such day off');
    await recordAudit(db, { at, by: person, action: 'booking-day-off-removed', subject: date });
    return c.json(await daysOffFromToday());
  });

  routes.get(ENDPOINTS.officeBookingSlots, requireSession, async (c) => {
    const query = validate(slotsQuerySchema, c.req.query(), 'The period is not valid');
    const at = now();
    const today = localDateOf(at);
    const from = query.from && query.from > today ? query.from : today;
    return c.json(await slotsAnswer(db, await readBookingSettings(db), from, query.days, officeWindow(at)));
  });

  routes.get(ENDPOINTS.officeBookings, requireSession, async (c) => {
    const query = validate(listQuerySchema, c.req.query(), 'The period is not valid');
    const from = query.from ?? localDateOf(now());
    return c.json(await listOfficeBookings(db, from, addLocalDays(from, query.days - 1)));
  });

  const requireBooking = async (id: string) => {
    const booking = await findBooking(db, id);
    if (!booking) throw new ApiError(404, 'No such booking');
    return booking;
  };

  routes.post(ENDPOINTS.officeBookingMove, requireSession, async (c) => {
    const { start } = validate(officeMoveBodySchema, await readJsonObject(c), 'The move has errors');
    const booking = await requireBooking(c.req.param('bookingId'));
    const at = now();
    const settings = await readBookingSettings(db);
    const moved = await moveVisit(deps, booking, new Date(start), settings, officeWindow(at));
    await recordAudit(db, { at, by: c.get('officePerson'), action: 'booking-moved', subject: booking.id, detail: `${booking.starts_at} to ${moved.starts_at}` });
    const emailSent = await sendAndRecord(deps, 'moved', moved);
    return c.json({ ...(await findOfficeBooking(db, booking.id))!, emailSent } satisfies OfficeBookingChanged);
  });

  routes.post(ENDPOINTS.officeBookingCancel, requireSession, async (c) => {
    const { note } = validate(officeCancelBodySchema, await readJsonObject(c), 'The cancellation has errors');
    const booking = await requireBooking(c.req.param('bookingId'));
    const at = now();
    if (!(await cancelBooking(db, { id: booking.id, at, by: 'office' }))) throw new ApiError(409, BOOKING_MESSAGES.alreadyCancelled);
    await recordAudit(db, { at, by: c.get('officePerson'), action: 'booking-cancelled', subject: booking.id, detail: note });
    const emailSent = await sendAndRecord(deps, 'cancelled', (await findBooking(db, booking.id))!);
    return c.json({ ...(await findOfficeBooking(db, booking.id))!, emailSent } satisfies OfficeBookingChanged);
  });

  return routes;
}
