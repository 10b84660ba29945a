// The links of a booking's emails, as the site's /book/manage page calls them with the
// token it was opened with: GET /booking/manage?token answers the visit and what the link
// may do; POST /booking/move { token, start } moves it to another free time (the old one is
// free the same moment) and POST /booking/cancel { token } cancels it (its time is free at
// once); each emails the visitor. A token is refused with 403 when it is not one the worker
// signed, or is for the other purpose, and with 410 once the visit has begun (it expires
// then). Moves and cancellations count against the client's limit as bookings do.
import { Hono } from 'hono';
import { ENDPOINTS } from 'contract/endpoints';
import {
  BOOKING_MESSAGES,
  bookingCancelBodySchema,
  bookingMoveBodySchema,
  type BookingCancelled,
  type BookingConfirmation,
  type BookingLinkPurpose,
  type BookingManage,
} from 'contract/schemas/booking';
import { z } from '../zodFull';
import type { WorkerDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { readJsonObject } from '../http/readJsonObject';
import { requireSiteCaller } from '../http/siteCaller';
import { validate } from '../http/validate';
import { sendAndRecord } from '../booking/bookingEmails';
import { countBookingRequest } from '../booking/bookingLimits';
import { checkBookingLink, type BookingLink } from '../booking/bookingLinks';
import { requireLinkKey } from '../booking/bookingRefusals';
import { cancelBooking, findBooking, type BookingRow } from '../booking/bookingStore';
import { moveVisit } from '../booking/moveVisit';
import { visitorWindow } from '../booking/slots';
import { readBookingSettings } from '../booking/settingsStore';
import { visitOf } from '../booking/visitAnswers';

const M = BOOKING_MESSAGES;
const manageQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** The link the token is, for `purpose` when one is asked: 403 forged or for the other purpose, 410 expired. */
async function requireLink(key: string, token: string, now: Date, purpose?: BookingLinkPurpose): Promise<BookingLink> {
  const link = await checkBookingLink(token, key, now);
  if (link.kind === 'invalid') throw new ApiError(403, M.linkInvalid);
  if (purpose && link.purpose !== purpose) throw new ApiError(403, M.linkWrongPurpose);
  if (link.kind === 'expired') throw new ApiError(410, M.linkExpired);
  return link;
}

/** The visit the link names, not yet begun: 404 gone, 410 begun (a move may have brought it before the link's expiry). */
async function requireVisit(deps: WorkerDeps, link: BookingLink, now: Date): Promise<BookingRow> {
  const booking = await findBooking(deps.db, link.bookingId);
  if (!booking) throw new ApiError(404, M.notFound);
  if (new Date(booking.starts_at) <= now) throw new ApiError(410, M.linkExpired);
  return booking;
}

export function bookingManageRoutes(deps: WorkerDeps): Hono {
  const { db, env, now } = deps;
  const routes = new Hono();

  const linkedVisit = async (token: string, purpose?: BookingLinkPurpose) => {
    const at = now();
    const link = await requireLink(requireLinkKey(env.booking.linkKey), token, at, purpose);
    return { link, booking: await requireVisit(deps, link, at), at };
  };

  routes.get(ENDPOINTS.bookingManage, async (c) => {
    requireLinkKey(env.booking.linkKey);
    const { token } = validate(manageQuerySchema, c.req.query(), M.linkInvalid);
    const { link, booking } = await linkedVisit(token);
    const answer: BookingManage = {
      ...visitOf(booking),
      zip: booking.zip,
      status: booking.status,
      allows: link.purpose,
      linkExpiresAt: link.expiresAt.toISOString(),
    };
    return c.json(answer);
  });

  routes.post(ENDPOINTS.bookingMove, async (c) => {
    requireLinkKey(env.booking.linkKey);
    const client = await requireSiteCaller(c, deps);
    const body = validate(bookingMoveBodySchema, await readJsonObject(c), 'The move has errors');
    const { booking, at } = await linkedVisit(body.token, 'move');
    const settings = await readBookingSettings(db);
    const moved = await moveVisit(deps, booking, new Date(body.start), settings, visitorWindow(at, settings), () =>
      countBookingRequest(deps, 'booking changes', client),
    );
    const emailSent = await sendAndRecord(deps, 'moved', moved);
    return c.json({ ...visitOf(moved), emailSent } satisfies BookingConfirmation);
  });

  routes.post(ENDPOINTS.bookingCancel, async (c) => {
    requireLinkKey(env.booking.linkKey);
    const client = await requireSiteCaller(c, deps);
    const body = validate(bookingCancelBodySchema, await readJsonObject(c), 'The cancellation has errors');
    const { booking, at } = await linkedVisit(body.token, 'cancel');
    if (booking.status !== 'booked') throw new ApiError(409, M.alreadyCancelled);
    const counted = await countBookingRequest(deps, 'booking changes', client);
    if (!(await cancelBooking(db, { id: booking.id, at, by: 'customer' }))) {
      await counted.giveBack();
      throw new ApiError(409, M.alreadyCancelled);
    }
    const cancelled = (await findBooking(db, booking.id))!;
    const emailSent = await sendAndRecord(deps, 'cancelled', cancelled);
    return c.json({ ...visitOf(cancelled), status: 'cancelled', emailSent } satisfies BookingCancelled);
  });

  return routes;
}
