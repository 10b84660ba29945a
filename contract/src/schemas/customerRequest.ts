// The support ticket and the sales lead share their fields; they differ in the
// categories offered and two messages. Each kind has two
// schemas: `form`, what the visitor fills in, and `submission`, what the browser posts
// to the worker: the same plus the form's bot signals (contract/schemas/botSignals).
// The case id is not among them: the worker makes it and answers it.
//
// Decisions where the spec is silent (it gives only the required/optional split,
// max 50 and six messages):
// - Empty and malformed are told apart: 'Please enter your email' for an empty
//   email, 'Please enter a valid email address' for 'ada@'; likewise the phone.
// - The phone is any way of writing a North American number with its area code
//   (10 to 15 digits, with spaces, dots, dashes, parentheses, a leading '+' and an
//   optional extension), not the LAN form's strict 12-character shape: a customer
//   with a broken system must not be turned away over '+1 608 555 0142 ext. 12'.
// - The business name is checked, and kept, only while the commercial box is
//   ticked: a name typed and then hidden is dropped from the submission.
// - The month is 'YYYY-MM', typed into a text box whose hint and message name the
//   format (a month input shows Chrome's desktop visitors dashes, not the format).
// - The lead's interest (#33): one of the kind's interests, or '' for none; it comes
//   preselected from the address (/opportunity?interest=home-theater) and is optional.
//   The ticket has none: its kind offers no interests.
// - The lead asks only what the sales team needs to call back (#33): name, email and
//   phone are required; its address, project type and description are optional (kept
//   as '' when left empty). The ticket keeps the spec's required fields.
// - The lead's "when" is a choice of the kind's timeframes (in words, as the email
//   carries them), kept in the spec's field `date`; the ticket's `date` stays a month.
// - The description is capped at 4,000 characters so it always fits the email
//   service's 50 KB limit on a message.
import { z } from 'contract/schemas/zod';
import { botSignalsShape } from 'contract/schemas/botSignals';
import { refuseControlCharacters } from 'contract/schemas/plainText';

export const TEXT_MAX = 50;
export const DESCRIPTION_MAX = 4000;
export const PURCHASE_OPTIONS = ['Yes', 'No'] as const;

export const CUSTOMER_REQUEST_MESSAGES = {
  name: 'Please enter your name',
  nameTooLong: 'Name cannot exceed 50 characters.',
  businessNameTooLong: 'Business name cannot exceed 50 characters.',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email cannot exceed 50 characters.',
  phone: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number, with its area code',
  phoneTooLong: 'Phone number cannot exceed 50 characters.',
  address: 'Please enter your address',
  addressTooLong: 'Address cannot exceed 50 characters.',
  month: 'Please enter the month as YYYY-MM, for example 2024-05',
  purchase: 'Please choose Yes or No',
  interest: 'Please choose one of the listed interests, or leave it as Not sure yet',
  timeframe: 'Please choose one of the listed times, or leave it as Not sure yet',
  descriptionTooLong: 'Description cannot exceed 4,000 characters.',
} as const;

/** The fields a kind may leave optional; name, email and phone are always required. */
export type OptionalField = 'address' | 'category' | 'description';

export interface CustomerRequestKind {
  /** Offered to everyone, in the order shown. */
  categories: readonly string[];
  /** Offered only while the commercial box is ticked. */
  commercialCategories: readonly string[];
  /** What the visitor may say they are interested in (the values in the address); none for the ticket. */
  interests?: readonly string[];
  /** When the project would start, as a choice kept in `date` (the lead); without it `date` is a month. */
  timeframes?: readonly string[];
  /** Fields the spec requires of the ticket that this kind leaves optional (the lead, #33). */
  optional?: readonly OptionalField[];
  messages: { category: string; description: string };
}

const M = CUSTOMER_REQUEST_MESSAGES;

const requiredText = (empty: string, tooLong: string) =>
  z.string(empty).check(z.trim(), z.minLength(1, empty), z.maxLength(TEXT_MAX, tooLong));

const PHONE_CHARACTERS = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;
const isPhoneNumber = (value: string) => {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/(?:ext\.?|x).*$/i, '').replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const optionalText = (max: number, tooLong: string) => z._default(z.string().check(z.trim(), z.maxLength(max, tooLong)), '');

function dateOf(kind: CustomerRequestKind) {
  const timeframes = kind.timeframes;
  if (timeframes) {
    return z._default(z.string(M.timeframe).check(z.refine((value) => value === '' || timeframes.includes(value), M.timeframe)), '');
  }
  return z._default(z.string().check(z.trim(), z.refine((value) => value === '' || MONTH.test(value), M.month)), '');
}

function fieldsOf(kind: CustomerRequestKind) {
  const allCategories = [...kind.categories, ...kind.commercialCategories];
  const isOptional = (field: OptionalField) => (kind.optional ?? []).includes(field);
  const categoryMessage = kind.messages.category;
  return {
    name: requiredText(M.name, M.nameTooLong),
    businessName: z._default(z.string().check(z.trim()), ''),
    email: z.pipe(
      z.string(M.email).check(z.trim(), z.minLength(1, M.email), z.maxLength(TEXT_MAX, M.emailTooLong)),
      z.email(M.emailInvalid),
    ),
    phone: z
      .string(M.phone)
      .check(z.trim(), z.minLength(1, M.phone), z.maxLength(TEXT_MAX, M.phoneTooLong), z.refine(isPhoneNumber, M.phoneInvalid)),
    address: isOptional('address') ? optionalText(TEXT_MAX, M.addressTooLong) : requiredText(M.address, M.addressTooLong),
    category: isOptional('category')
      ? z._default(
          z.string(categoryMessage).check(z.refine((value) => value === '' || allCategories.includes(value), categoryMessage)),
          '',
        )
      : z.string(categoryMessage).check(z.refine((value) => allCategories.includes(value), categoryMessage)),
    date: dateOf(kind),
    purchaseDomain: z._default(z.enum(['', ...PURCHASE_OPTIONS], M.purchase), ''),
    interest: z.optional(
      z.string(M.interest).check(z.refine((value) => value === '' || (kind.interests ?? []).includes(value), M.interest)),
    ),
    commercialCustomer: z._default(z.boolean(), false),
    description: isOptional('description')
      ? optionalText(DESCRIPTION_MAX, M.descriptionTooLong)
      : z
          .string(kind.messages.description)
          .check(
            z.trim(),
            z.minLength(1, kind.messages.description),
            z.maxLength(DESCRIPTION_MAX, M.descriptionTooLong),
          ),
  };
}

type Fields = z.infer<z.ZodMiniObject<ReturnType<typeof fieldsOf>>>;

function commercialRules(kind: CustomerRequestKind) {
  return (values: Fields, ctx: z.RefinementCtx) => {
    if (values.commercialCustomer && values.businessName.length > TEXT_MAX) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: M.businessNameTooLong });
    }
    if (!values.commercialCustomer && kind.commercialCategories.includes(values.category)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: kind.messages.category });
    }
  };
}

const plainText = refuseControlCharacters({
  labels: {
    name: 'Name',
    businessName: 'Business name',
    email: 'Email',
    phone: 'Phone number',
    address: 'Address',
    date: 'Month',
    description: 'Description',
  },
  multiline: ['description'],
});

/** A hidden business name is not sent. */
const dropHiddenFields = <T extends Fields>(values: T): T =>
  values.commercialCustomer ? values : { ...values, businessName: '' };

export function customerRequestSchemas(kind: CustomerRequestKind) {
  const fields = fieldsOf(kind);
  const form = z.pipe(
    z.strictObject(fields).check(z.superRefine(plainText), z.superRefine(commercialRules(kind))),
    z.transform(dropHiddenFields),
  );
  const submission = z.pipe(
    z.strictObject({ ...fields, ...botSignalsShape }).check(z.superRefine(plainText), z.superRefine(commercialRules(kind))),
    z.transform(dropHiddenFields),
  );
  return { form, submission };
}

type Schemas = ReturnType<typeof customerRequestSchemas>;
export type CustomerRequestFormSchema = Schemas['form'];
/** What the visitor fills in, as the form holds it. */
export type CustomerRequestInput = z.input<Schemas['form']>;
/** The validated form values. */
export type CustomerRequestValues = z.output<Schemas['form']>;
/** What the browser posts: the values and the bot signals. */
export type CustomerRequest = z.output<Schemas['submission']>;
