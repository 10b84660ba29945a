// What a payer may add to an online payment so staff can match it to its invoice, and
// where its receipt goes: the invoice number as printed, their name and their email.
// All optional (the spec's wizard asks for the amount only); each, when given, is checked.
import { z } from 'contract/schemas/zod';
import { hasControlCharacters } from 'contract/schemas/plainText';
import { PERSON_NAME_PATTERN } from 'contract/schemas/rules';

export const PAYER_MESSAGES = {
  invoiceNumber: 'Please enter the invoice number as printed on your invoice (letters, digits and - / # .), or leave it empty.',
  name: 'Please enter your name in letters (spaces, hyphens, apostrophes and periods are fine), or leave it empty.',
  email: 'Please enter a valid email address for your receipt, or leave it empty.',
} as const;

/** Invoice numbers as accounting software prints them: 'RR-10442', '2026/118', '#5521'. */
export const INVOICE_NUMBER_PATTERN = /^#?[A-Za-z0-9](?:[A-Za-z0-9]|[ ./-](?=[A-Za-z0-9]))*$/;
export const INVOICE_NUMBER_MAX = 30;
export const PAYER_NAME_MAX = 100;
export const PAYER_EMAIL_MAX = 254;

const emptyOr = (max: number, message: string, accepts: (text: string) => boolean) =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(max, message),
      z.refine((text) => text === '' || (!hasControlCharacters(text) && accepts(text)), message),
    ),
    '',
  );

const isEmail = (text: string) => z.email().safeParse(text).success;

export const payerDetailsSchema = z.strictObject({
  invoiceNumber: emptyOr(INVOICE_NUMBER_MAX, PAYER_MESSAGES.invoiceNumber, (text) => INVOICE_NUMBER_PATTERN.test(text)),
  name: emptyOr(PAYER_NAME_MAX, PAYER_MESSAGES.name, (text) => PERSON_NAME_PATTERN.test(text)),
  email: emptyOr(PAYER_EMAIL_MAX, PAYER_MESSAGES.email, isEmail),
});

/** The details as typed (the wizard's fields). */
export type PayerDetailsInput = z.input<typeof payerDetailsSchema>;
/** The details checked and trimmed; '' where the payer left a field empty. */
export type PayerDetails = z.output<typeof payerDetailsSchema>;

export const NO_PAYER_DETAILS: PayerDetails = { invoiceNumber: '', name: '', email: '' };
