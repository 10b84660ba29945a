// The booking's pages as the composer draws them per request (#46), without scripts: the
// forms they carry, their addresses' query, and what the composer read from the worker
// for them (the offer), which the page's own component draws (mf-marketing's booking
// feature; shell/src/server/booking/ reads the worker and answers the posts).
//
// - /book                       step one: a GET form of the kind and the ZIP code (drawn at build time)
// - /book?kind&zip[&from][&interest]
//                               step two: the free times as lists of choices, and who the visitor is (form `booking`)
// - /book/confirmed?booking&kind&start
//                               the confirmation, the time read from the address (no one's details in it)
// - /book/manage?token[&done]   the email's link: move (form `booking-move`) or cancel (form `booking-cancel`)
import { z } from 'contract/schemas/zod';
import { bookingKindSchema, bookingManageSchema, bookingSlotsSchema, instantSchema, nextSlotSchema } from 'contract/schemas/booking';

export const BOOKING_PATHS = {
  book: '/book',
  confirmed: '/book/confirmed',
  manage: '/book/manage',
} as const;

/** The forms of the booking's pages, as their `_form` marker names them. */
export const BOOKING_FORMS = { book: 'booking', move: 'booking-move', cancel: 'booking-cancel' } as const;
export type BookingFormName = (typeof BOOKING_FORMS)[keyof typeof BOOKING_FORMS];
const BOOKING_FORM_NAMES: readonly string[] = Object.values(BOOKING_FORMS);
export const isBookingFormName = (name: string): name is BookingFormName => BOOKING_FORM_NAMES.includes(name);

/** What a manage page says after its form went: the visit moved, or cancelled. */
export const MANAGE_DONE = ['moved', 'cancelled'] as const;
export type ManageDone = (typeof MANAGE_DONE)[number];

/**
 * What the composer read from the worker for a booking page. Step two: the free times
 * (`slots`), or `outsideArea`; after a refused booking, the next free times too. The
 * manage page: the visit its link names and, for a move link, the free times; or the
 * worker's refusal of the link (`linkError`: expired, forged, not found).
 */
export const bookingOfferSchema = z.object({
  slots: z.optional(bookingSlotsSchema),
  nextSlots: z.optional(z.array(nextSlotSchema)),
  outsideArea: z.optional(z.literal(true)),
  visit: z.optional(bookingManageSchema),
  linkError: z.optional(z.string()),
  done: z.optional(z.enum(MANAGE_DONE)),
});
export type BookingOffer = z.infer<typeof bookingOfferSchema>;

/** The confirmation page's address: the worker's id, the kind and the start it answered. */
export const bookingConfirmedQuerySchema = z.object({ booking: z.string().check(z.regex(/^BK-[0-9A-HJKMNP-TV-Z]{10}$/)), kind: bookingKindSchema, start: instantSchema });
export type BookingConfirmedQuery = z.infer<typeof bookingConfirmedQuerySchema>;

const query = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

export const bookingConfirmedAddress = ({ booking, kind, start }: BookingConfirmedQuery) => `${BOOKING_PATHS.confirmed}?${query({ booking, kind, start })}`;

export const bookingManageAddress = (token: string, done?: ManageDone) => `${BOOKING_PATHS.manage}?${query(done ? { token, done } : { token })}`;
