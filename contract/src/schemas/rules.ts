// Field rules several forms share. Each form passes the message its spec gives.
import { z } from 'contract/schemas/zod';

/** Letters only (any alphabet), 1 to 50 of them. */
export const personName = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(50, message)
    .regex(/^\p{L}+$/u, message);

/**
 * A US 10-digit number: optional parentheses around the area code, optional dash,
 * dot or space separators, at most 12 characters ('608-555-0142', '(608)5550142').
 */
export const US_PHONE_PATTERN = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;

export const usPhone = (message: string) =>
  z.string().trim().min(1, message).max(12, message).regex(US_PHONE_PATTERN, message);

export const emailAddress = (message: string, max = 254) =>
  z.string().trim().min(1, message).max(max, message).pipe(z.email(message));

/** Required text with a maximum length, one message for both. */
export const requiredText = (message: string, max?: number) => {
  const text = z.string().trim().min(1, message);
  return max === undefined ? text : text.max(max, message);
};

/** Text that may be empty, with a maximum length. */
export const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');
