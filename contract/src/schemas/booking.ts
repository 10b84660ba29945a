// Booking a free consultation online (#46): what the /book page posts to the worker and
// what the worker answers. A visitor picks the kind of consultation, gives a ZIP code the
// office serves, picks one of the free times the worker offered (GET ENDPOINTS.bookingSlots,
// in America/Chicago), and gives who they are; the worker takes the time atomically,
// answers the booking and emails a confirmation with a calendar invitation and two signed
// links, to move or to cancel (/book/manage?token=…).
//
// Decisions where the issue is silent:
// - Name, email and phone follow the quote form's rules and messages (customerRequest.ts).
// - The address is asked of an in-home visit only (200 characters: a street, a town), and
//   dropped from a call's booking; a ZIP+4 is taken as its five digits.
// - The interest is the lead form's list (lead.ts), optional; notes are optional too.
// - The start is the ISO instant of one of the offered slots (UTC, as the worker wrote it).
import { z } from 'contract/schemas/zod';
import { company } from 'contract/company/company';
import { botSignalsShape } from 'contract/schemas/botSignals';
import { CUSTOMER_REQUEST_MESSAGES, TEXT_MAX } from 'contract/schemas/customerRequest';
import { LEAD_INTERESTS } from 'contract/schemas/lead';
import { refuseControlCharacters } from 'contract/schemas/plainText';

/** The office's clock: every slot, day and time the visitor sees is in it. */
export const BOOKING_TIME_ZONE = 'America/Chicago';
/** How the emails and pages name that zone after a time. */
export const BOOKING_ZONE_NAME = 'Central Time';

export const BOOKING_KINDS = ['in-home', 'video', 'phone'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  'in-home': 'In-home visit',
  video: 'Video call',
  phone: 'Phone call',
};

export const BOOKING_ADDRESS_MAX = 200;
export const BOOKING_NOTES_MAX = 2000;

const PHONE = company.phone.display;

/** Every text the booking's schemas and the worker's refusals say, for the page to show and its tests to assert. */
export const BOOKING_MESSAGES = {
  kind: 'Please choose an in-home visit, a video call or a phone call',
  zip: 'Please enter your 5-digit ZIP code',
  outsideArea: `We don't offer consultations in that ZIP code. Please call us at ${PHONE}, or ask for a quote online.`,
  start: 'Please choose one of the times offered',
  address: 'Please enter the address where we should visit',
  addressTooLong: `Address cannot exceed ${BOOKING_ADDRESS_MAX} characters.`,
  interest: CUSTOMER_REQUEST_MESSAGES.interest,
  notesTooLong: 'Notes cannot exceed 2,000 characters.',
  from: 'Please give the first day as YYYY-MM-DD',
  days: 'Please ask for 1 to 62 days',
  taken: 'That time was just taken.',
  noLongerOpen: 'That time is no longer open for booking.',
  sameTime: 'Your visit is already at that time.',
  linkInvalid: `This link is not valid. Please use the link in your latest email, or call us at ${PHONE}.`,
  linkExpired: `This link has expired: your visit has begun or passed. Please call us at ${PHONE}.`,
  linkWrongPurpose: 'This link cannot do that. Please use the other link in your email.',
  notFound: `We could not find that visit. Please call us at ${PHONE}.`,
  alreadyCancelled: 'This visit is already cancelled.',
  cancelled: 'This visit was cancelled, so it cannot be moved. Please book a new time.',
  off: `Online booking is not available right now. Please call us at ${PHONE}.`,
} as const;

const M = BOOKING_MESSAGES;
const C = CUSTOMER_REQUEST_MESSAGES;

/** What to have ready, by kind: the confirmation email lists it, and the confirmation page may. */
export const BOOKING_PREPARATION: Record<BookingKind, readonly string[]> = {
  'in-home': [
    'A list of the rooms you would like to talk about, and what you would like in each.',
    'The devices you have there now (TV, speakers, receiver, Wi-Fi router), and their make and model if handy.',
    'Where your internet comes into the house, and a way into the attic or basement if the wiring runs there.',
  ],
  video: [
    'We will email you the link to the call shortly before it begins.',
    'A phone, tablet or computer with a camera, so you can show us the rooms you would like to talk about.',
    'A list of the rooms and of the devices you have there now.',
  ],
  phone: [
    'We will call you at the phone number you gave.',
    'A list of the rooms you would like to talk about, and of the devices you have there now.',
  ],
};

const ZIP = /^(\d{5})(?:-\d{4})?$/;
/** A ZIP code as the visitor types it, kept as its five digits. */
export const zipSchema = z.pipe(
  z.string(M.zip).check(z.trim(), z.regex(ZIP, M.zip)),
  z.transform((zip) => zip.slice(0, 5)),
);

export const bookingKindSchema = z.enum(BOOKING_KINDS, M.kind);

/** An instant as the worker writes one: 2026-12-08T16:00:00.000Z. */
export const instantSchema = z.iso.datetime(M.start);

const PHONE_CHARACTERS = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;
/** The quote form's rule: a North American number with its area code, written any usual way. */
const isPhoneNumber = (value: string) => {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/(?:ext\.?|x).*$/i, '').replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
};

const requiredText = (empty: string, tooLong: string, max = TEXT_MAX) =>
  z.string(empty).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

const INTEREST_VALUES: readonly string[] = LEAD_INTERESTS.map((interest) => interest.value);

const bookingFields = {
  kind: bookingKindSchema,
  zip: zipSchema,
  start: instantSchema,
  name: requiredText(C.name, C.nameTooLong),
  email: z.pipe(requiredText(C.email, C.emailTooLong), z.email(C.emailInvalid)),
  phone: requiredText(C.phone, C.phoneTooLong).check(z.refine(isPhoneNumber, C.phoneInvalid)),
  address: z._default(z.string(M.address).check(z.trim(), z.maxLength(BOOKING_ADDRESS_MAX, M.addressTooLong)), ''),
  interest: z._default(z.string(M.interest).check(z.refine((value) => value === '' || INTEREST_VALUES.includes(value), M.interest)), ''),
  notes: z._default(z.string().check(z.trim(), z.maxLength(BOOKING_NOTES_MAX, M.notesTooLong)), ''),
};

const plainText = refuseControlCharacters({
  labels: { zip: 'ZIP code', name: 'Name', email: 'Email', phone: 'Phone number', address: 'Address', notes: 'Notes' },
  multiline: ['notes'],
});

type BookingFields = { kind: BookingKind; address: string };

function addressForAVisit(values: BookingFields, ctx: z.RefinementCtx) {
  if (values.kind === 'in-home' && values.address === '') ctx.addIssue({ code: 'custom', path: ['address'], message: M.address });
}

/** A call needs no address: one typed before switching to a call is not kept. */
const dropCallAddress = <T extends BookingFields>(values: T): T => (values.kind === 'in-home' ? values : { ...values, address: '' });

/** What the visitor fills in. */
export const bookingFormSchema = z.pipe(
  z.strictObject(bookingFields).check(z.superRefine(plainText), z.superRefine(addressForAVisit)),
  z.transform(dropCallAddress),
);

/** POST ENDPOINTS.booking: the form and the bot signals the other public forms send. */
export const bookingRequestSchema = z.pipe(
  z.strictObject({ ...bookingFields, ...botSignalsShape }).check(z.superRefine(plainText), z.superRefine(addressForAVisit)),
  z.transform(dropCallAddress),
);

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A day on the office's calendar, YYYY-MM-DD. */
export const localDateSchema = z.string(M.from).check(z.regex(LOCAL_DATE, M.from));

export const MAX_SLOT_DAYS = 62;
const daysParam = z.pipe(
  z.pipe(z.string(M.days).check(z.regex(/^\d{1,2}$/, M.days)), z.transform(Number)),
  z.number(M.days).check(z.gte(1, M.days), z.refine((days) => days <= MAX_SLOT_DAYS, M.days)),
);

/**
 * GET ENDPOINTS.bookingSlots?kind&zip&from&days: `from` is the first day (default today in
 * Chicago), `days` how many days from it (default 14, at most 62; never past how far ahead
 * the office lets visitors book).
 */
export const bookingSlotsQuerySchema = z.object({
  kind: bookingKindSchema,
  zip: zipSchema,
  from: z.optional(localDateSchema),
  days: z._default(daysParam, 14),
});

/** A free time: its start and end instants, and its start as the office's clock reads it ('10:00 AM'). */
export const slotSchema = z.object({ start: z.string(), end: z.string(), time: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** A day with free times: YYYY-MM-DD and as words ('Tuesday, December 8'). */
export const slotDaySchema = z.object({ date: z.string(), label: z.string(), slots: z.array(slotSchema) });
export type SlotDay = z.infer<typeof slotDaySchema>;

export const bookingSlotsSchema = z.object({
  timeZone: z.literal(BOOKING_TIME_ZONE),
  /** The days looked at, both included. */
  from: z.string(),
  to: z.string(),
  /** The last day a visitor may book now: ask no further. */
  lastBookableDate: z.string(),
  /** Only days with a free time, in order. */
  days: z.array(slotDaySchema),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/** 422 from GET ENDPOINTS.bookingSlots and POST ENDPOINTS.booking: the page shows the phone number and the quote form. */
export const outsideAreaSchema = z.object({ error: z.literal(M.outsideArea), outsideArea: z.literal(true) });

/** One of the next free times a refusal offers instead. */
export const nextSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  date: z.string(),
  /** 'Tuesday, December 8, 2026, 10:00 AM Central Time'. */
  when: z.string(),
});
export type NextSlot = z.infer<typeof nextSlotSchema>;

/** 409 from POST ENDPOINTS.booking or a move: the time is gone (`taken`) or no longer open (`noLongerOpen`). */
export const slotGoneSchema = z.object({
  error: z.enum([M.taken, M.noLongerOpen]),
  nextSlots: z.array(nextSlotSchema),
});
export type SlotGone = z.infer<typeof slotGoneSchema>;

/** A booked visit as the visitor's pages show it. */
const visitShape = {
  bookingId: z.string(),
  kind: bookingKindSchema,
  start: z.string(),
  end: z.string(),
  /** 'Tuesday, December 8, 2026, 10:00 AM Central Time'. */
  when: z.string(),
};

/** 201 from POST ENDPOINTS.booking, and 200 from a move: `emailSent` false when the email could not go (the visit stands). */
export const bookingConfirmationSchema = z.object({ ...visitShape, emailSent: z.boolean() });
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export const BOOKING_LINK_PURPOSES = ['move', 'cancel'] as const;
export type BookingLinkPurpose = (typeof BOOKING_LINK_PURPOSES)[number];

/** GET ENDPOINTS.bookingManage?token: the visit, and what this link may do until it expires (the visit's start). */
export const bookingManageSchema = z.object({
  ...visitShape,
  zip: z.string(),
  status: z.enum(['booked', 'cancelled']),
  allows: z.enum(BOOKING_LINK_PURPOSES),
  linkExpiresAt: z.string(),
});
export type BookingManage = z.infer<typeof bookingManageSchema>;

const tokenSchema = z.string(M.linkInvalid).check(z.minLength(1, M.linkInvalid), z.maxLength(200, M.linkInvalid));

/** POST ENDPOINTS.bookingMove: the move link's token and one of the free times offered. */
export const bookingMoveBodySchema = z.strictObject({ token: tokenSchema, start: instantSchema });
/** POST ENDPOINTS.bookingCancel: the cancel link's token. */
export const bookingCancelBodySchema = z.strictObject({ token: tokenSchema });

/** 200 from POST ENDPOINTS.bookingCancel: the slot is free again at once. */
export const bookingCancelledSchema = z.object({ ...visitShape, status: z.literal('cancelled'), emailSent: z.boolean() });
export type BookingCancelled = z.infer<typeof bookingCancelledSchema>;
