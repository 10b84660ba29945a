// Field rules several forms share. Each form passes the message its spec gives.
import { z } from 'contract/schemas/zod';

/**
 * A name as people write it, 1 to 50 characters: letters of any script (with their
 * combining marks), joined by the spaces, hyphens, apostrophes (straight or typographic)
 * and periods names carry: Mary-Jane, O'Brien, De La Cruz, St. John, Zoë, Nguyễn.
 * Digits and other symbols are refused. The spec says "letters only"; a legal name with a
 * hyphen or a space is still a name (a deliberate deviation, #23).
 */
export const PERSON_NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L}\p{M}]|\.?(?: +|[-'’])(?=\p{L})|\.$)*$/u;

export const personName = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(50, message), z.regex(PERSON_NAME_PATTERN, message));

/**
 * A US 10-digit number, optionally after +1: optional parentheses around the area code,
 * optional dash, dot or space separators ('608-555-0142', '(608) 555-0142', '+1 608 555
 * 0142'). The spec's 12-character limit would refuse its own pattern's '(608) 555-0142':
 * the ten digits are what is counted, and the number is sent as 608-555-0142.
 */
export const US_PHONE_PATTERN = /^(?:\+?1[-. ]?)?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

const normalizedUsPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

export const usPhone = (message: string) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, message), z.maxLength(20, message), z.regex(US_PHONE_PATTERN, message)),
    z.transform(normalizedUsPhone),
  );

export const emailAddress = (message: string, max = 254) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message)), z.email(message));

/** Required text with a maximum length, one message for both. */
export const requiredText = (message: string, max?: number) => {
  const text = z.string().check(z.trim(), z.minLength(1, message));
  return max === undefined ? text : text.check(z.maxLength(max, message));
};

/** Text that may be empty, with a maximum length. */
export const optionalText = (max: number, message: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, message)), '');
