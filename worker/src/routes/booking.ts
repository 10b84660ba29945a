// GET /booking/slots?kind&zip&from&days answers the free times by day on the office's
// clock (America/Chicago); POST /booking takes one for a visitor (#46). A ZIP code the
// office does not serve is refused with 422 { error, outsideArea: true }. The booking is
// held to the public forms' rules with their code: the schema (400), the fill time (429),
// the per-client limit (429, src/booking/bookingLimits.ts), the honeypot (a bot gets a 201
// and nothing is stored or sent); and, as the other requests the worker emails from, it
// must come from the site's pages (Origin, 403) or from the composer, which sends on the
// /book form posted without scripts (src/http/siteCaller.ts). The time is taken in one statement
// (src/booking/bookingStore.ts); one gone answers 409 { error, nextSlots }. The visit is
// stored before its confirmation is emailed; 201 { bookingId, kind, start, end, when,
// emailSent }. Every route answers 503 while BOOKING_LINK_KEY is unset.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import { BOOKING_MESSAGES, bookingRequestSchema, bookingSlotsQuerySchema, type BookingConfirmation, type BookingRequest } from 'contract/schemas/booking';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { requireSiteCaller } from '../http/siteCaller';
import { validate } from '../http/validate';
import { sendAndRecord } from '../booking/bookingEmails';
import { newBookingId } from '../booking/bookingIds';
import { countBookingRequest } from '../booking/bookingLimits';
import { notOffered, outsideArea, requireLinkKey, slotGone } from '../booking/bookingRefusals';
import { bookSlot, findBooking } from '../booking/bookingStore';
import { isCalendarDate, localDateOf } from 'contract/time/officeClock';
import { daysOffBetween, readBookingSettings } from '../booking/settingsStore';
import { nextSlots, slotsAnswer } from '../booking/slotAnswers';
import { requestedSlot, visitorWindow } from '../booking/slots';
import { visitOf } from '../booking/visitAnswers';
import { withoutBotSignals } from '../submissions/acceptSubmission';

function requireServedZip(settings: BookingSettings, zip: string): void {
  if (!settings.zips.includes(zip)) throw outsideArea();
}

export function bookingRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const routes = new Hono();

  routes.get(ENDPOINTS.bookingSlots, async (c) => {
    requireLinkKey(env.booking.linkKey);
    const query = validate(bookingSlotsQuerySchema, c.req.query(), 'The request for free times has errors');
    if (query.from && !isCalendarDate(query.from)) {
      throw new ApiError(400, 'The request for free times has errors', [{ path: 'from', message: BOOKING_MESSAGES.from }]);
    }
    const settings = await readBookingSettings(db);
    requireServedZip(settings, query.zip);
    const at = now();
    const today = localDateOf(at);
    const from = query.from && query.from > today ? query.from : today;
    return c.json(await slotsAnswer(db, settings, from, query.days, visitorWindow(at, settings)));
  });

  routes.post(ENDPOINTS.booking, async (c) => {
    requireLinkKey(env.booking.linkKey);
    const client = await requireSiteCaller(c, deps);
    const request = validate(bookingRequestSchema, await readJsonObject(c), 'The booking has errors');
    const settings = await readBookingSettings(db);
    requireServedZip(settings, request.zip);
    const { values, verdict } = withoutBotSignals(request, env.limits.minFillMs);
    // The request without its bot signals: what is stored.
    const booking = values as Omit<BookingRequest, 'website' | 'filledInMs'>;
    const at = now();
    const window = visitorWindow(at, settings);
    const start = new Date(booking.start);
    const requested = requestedSlot(start, settings, await daysOffBetween(db, localDateOf(start), localDateOf(start)), window);
    if (requested.kind === 'not a slot') throw notOffered();
    if (requested.kind === 'closed') throw slotGone('noLongerOpen', await nextSlots(db, settings, start, window, localDateOf(at)));
    const counted = await countBookingRequest(deps, 'bookings', client);
    const bookingId = newBookingId();
    if (verdict.kind === 'honeypot') {
      console.warn('worker: dropped a booking whose honeypot field was filled');
      const visit = { id: bookingId, kind: booking.kind, starts_at: requested.slot.start.toISOString(), ends_at: requested.slot.end.toISOString() };
      return c.json({ ...visitOf(visit), emailSent: true } satisfies BookingConfirmation, 201);
    }
    const outcome = await bookSlot(
      db,
      { id: bookingId, ...booking, slot: requested.slot, localDay: requested.date, createdAt: at },
      settings,
    );
    if (outcome === 'taken') {
      await counted.giveBack();
      throw slotGone('taken', await nextSlots(db, settings, start, window, requested.date));
    }
    const stored = await findBooking(db, bookingId);
    if (!stored) throw new Error(`booking ${bookingId} vanished after it was stored`);
    const emailSent = await sendAndRecord(deps, 'confirmation', stored);
    return c.json({ ...visitOf(stored), emailSent } satisfies BookingConfirmation, 201);
  });

  return routes;
}
