// Booking's configuration: the key its emails' links are signed with (BOOKING_LINK_KEY, a
// secret taken by the rule every secret of the site follows, credentials/secretFromEnv:
// the development key only with ALLOW_DEV_DEFAULTS; unset elsewhere, booking is off and its
// routes answer 503), and the EmailJS templates of the emails the worker sends about a visit.
import { secretFrom, type SecretRule } from 'credentials/secretFromEnv';
import { z } from '../zodFull';

/** Anyone can read it here: taken with ALLOW_DEV_DEFAULTS only. */
export const DEVELOPMENT_BOOKING_LINK_KEY = 'development-only-booking-link-key-never-used-in-production';

const BOOKING_LINK_KEY: SecretRule = {
  name: 'BOOKING_LINK_KEY',
  development: DEVELOPMENT_BOOKING_LINK_KEY,
  defaultInDevelopment: true,
};

export const BOOKING_EMAILS = ['confirmation', 'moved', 'cancelled', 'reminder'] as const;
export type BookingEmail = (typeof BOOKING_EMAILS)[number];

const template = (fallback: string) => z.string().trim().min(1).default(fallback);

export const bookingEnvShape = {
  EMAILJS_TEMPLATE_BOOKING_CONFIRMATION: template('template_booking_confirmation'),
  EMAILJS_TEMPLATE_BOOKING_MOVED: template('template_booking_moved'),
  EMAILJS_TEMPLATE_BOOKING_CANCELLED: template('template_booking_cancelled'),
  EMAILJS_TEMPLATE_BOOKING_REMINDER: template('template_booking_reminder'),
};

type BookingVars = z.output<z.ZodObject<typeof bookingEnvShape>>;

export interface BookingEnv {
  /** BOOKING_LINK_KEY; undefined switches booking off (503). */
  linkKey: string | undefined;
  templates: Record<BookingEmail, string>;
}

/** Throws where BOOKING_LINK_KEY breaks the rule (the development key outside development, or too short). */
export function bookingEnv(vars: BookingVars, source: Readonly<Record<string, unknown>>): BookingEnv {
  return {
    linkKey: secretFrom(source, BOOKING_LINK_KEY),
    templates: {
      confirmation: vars.EMAILJS_TEMPLATE_BOOKING_CONFIRMATION,
      moved: vars.EMAILJS_TEMPLATE_BOOKING_MOVED,
      cancelled: vars.EMAILJS_TEMPLATE_BOOKING_CANCELLED,
      reminder: vars.EMAILJS_TEMPLATE_BOOKING_REMINDER,
    },
  };
}
