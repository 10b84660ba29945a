// The staff unlock: the keypad posts the entered digits as plain text to the worker,
// which answers whether they are the company passcode and, when they are, with a
// signed unlock token that expires. The passcode itself never leaves the worker.
import { PASSCODE_MAX_DIGITS } from 'contract/data/passcode';
import { z } from 'contract/schemas/zod';

export { PASSCODE_MAX_DIGITS };

/** What the worker accepts as a guess: 1 to 8 digits. */
export const passcodeGuessSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{1,${PASSCODE_MAX_DIGITS}}$`), `The passcode is 1 to ${PASSCODE_MAX_DIGITS} digits`));

export const passcodeAnswerSchema = z.discriminatedUnion('valid', [
  z.strictObject({ valid: z.literal(true), token: z.string().check(z.minLength(1)), expiresAt: z.iso.datetime() }),
  z.strictObject({ valid: z.literal(false) }),
]);
export type PasscodeAnswer = z.infer<typeof passcodeAnswerSchema>;

/** The 429 body after too many wrong guesses (the Retry-After header says the same). */
export const passcodeLockedSchema = z.object({ error: z.string(), retryAfterSeconds: z.number().check(z.int(), z.gt(0)) });
export type PasscodeLocked = z.infer<typeof passcodeLockedSchema>;
