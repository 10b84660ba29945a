// The technician application (careers), shared by the form and the worker's journal.
// The messages are the spec's; where the spec gives none the message says what to do.
//
// Decisions where the spec is silent:
// - ageCheck and workCheck are answers, not gates ("neither is required in the
//   rules"): an applicant may send either unticked, and the email says Yes or No. The
//   spec's messages for them are never shown, so they are not kept here.
// - Email and cover letter have no message in the spec's summary; they get one here,
//   since the summary lists every error.
// - The certification names are checked only while the certifications box is ticked
//   (all three, 1 to 100 characters each, as the spec says); once it is unticked they
//   are not sent, although their inputs stay on screen.
// - Jobs 2 and 3 are optional field by field ("all optional"): the limits apply to
//   what is filled, a start date that is given must be a date, and an end date may not
//   be before the start date when both are given.
// - Descriptions (1,000) and the cover letter (4,000) have a length limit, so a whole
//   application stays well under the email service's 50 KB limit on template params.
// - `position` names the posting applied for (the spec's payload does not say which
//   posting an application belongs to; staff need to know).
import { z } from 'contract/schemas/zod';
import { BRANDS } from 'contract/data/brands';
import { refuseControlCharacters } from 'contract/schemas/plainText';
import { emailAddress, personName, usPhone } from 'contract/schemas/rules';

export const APPLICATION_MESSAGES = {
  firstName: 'Please enter your legal first name',
  lastName: 'Please enter your legal family name',
  phone: 'Please enter valid phone number',
  email: 'Please enter a valid email address',
  certification: 'Please enter name of certification',
  brand: 'Please choose a brand from the list, or N/A',
  firstPosition: 'You must enter at least one (1) previous position.',
  coverletter: 'Please write a short cover letter',
  coverletterLength: 'Please keep your cover letter to 4,000 characters or fewer',
  position: 'Please choose the position you are applying for',
} as const;

export const JOB_MESSAGES = {
  2: {
    title: 'Please enter a valid title (Job 2)',
    company: 'Please enter a valid employer name (Job 2)',
    start: 'Please select a valid start date. (Job 2)',
  },
  3: {
    title: 'Please enter a valid title (Job 3)',
    company: 'Please enter a valid employer name (Job 3)',
    start: 'Please select a start date. (Job 3)',
  },
} as const;

export const JOB_NUMBERS = [1, 2, 3] as const;
export type JobNumber = (typeof JOB_NUMBERS)[number];

export const endDateMessage = (job: JobNumber) => `The end date cannot be before the start date. (Job ${job})`;
export const descriptionLengthMessage = (job: JobNumber) =>
  `Please keep the description to 1,000 characters or fewer. (Job ${job})`;

export const CERTIFICATION_MAX = 100;
export const JOB_TEXT_MAX = 75;
export const JOB_DESCRIPTION_MAX = 1000;
export const COVER_LETTER_MAX = 4000;

/** The brand selects offer N/A (their default) and then the shared brand list. */
export const BRAND_NONE = 'N/A';
export const BRAND_CHOICES: readonly string[] = [BRAND_NONE, ...BRANDS.map((brand) => brand.lable)];

const CERT_FIELDS = ['certList1', 'certList2', 'certList3'] as const;

const plainText = refuseControlCharacters({
  labels: {
    position: 'Position',
    firstName: 'First name',
    lastName: 'Family name',
    phone: 'Phone number',
    email: 'Email',
    ...Object.fromEntries(CERT_FIELDS.map((field, index) => [field, `Certification ${index + 1}`])),
    ...Object.fromEntries(
      JOB_NUMBERS.flatMap((job) => [
        [`jobhistory_title_${job}`, `Title (Job ${job})`],
        [`jobhistory_company_${job}`, `Employer (Job ${job})`],
        [`jobhistory_desc_${job}`, `Responsibilities (Job ${job})`],
      ]),
    ),
    coverletter: 'Cover letter',
  },
  multiline: [...JOB_NUMBERS.map((job) => `jobhistory_desc_${job}`), 'coverletter'],
});

/** A calendar date as a date input gives it (YYYY-MM-DD), or a month (YYYY-MM). */
const isDate = (value: string) => /^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value));

/** A field's text for the cross-field rules, which zod runs even when a field has the wrong type. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const optionalText = (max: number, message: string) => z._default(z.string().check(z.trim(), z.maxLength(max, message)), '');
const optionalDate = z._default(z.string().check(z.trim()), '');
const checkbox = z._default(z.boolean(), false);
const brand = z.string().check(
  z.trim(),
  z.refine((value) => BRAND_CHOICES.includes(value), APPLICATION_MESSAGES.brand),
);
/** Required text of 1 to `max` characters, trimmed, with the one message for both. */
const firstJobText = (max: number, tooLong: string = APPLICATION_MESSAGES.firstPosition) =>
  z.string().check(z.trim(), z.minLength(1, APPLICATION_MESSAGES.firstPosition), z.maxLength(max, tooLong));

export const applicationSchema = z.pipe(
  z
    .strictObject({
      position: z
        .string()
        .check(z.trim(), z.minLength(1, APPLICATION_MESSAGES.position), z.maxLength(100, APPLICATION_MESSAGES.position)),
      firstName: personName(APPLICATION_MESSAGES.firstName),
      lastName: personName(APPLICATION_MESSAGES.lastName),
      phone: usPhone(APPLICATION_MESSAGES.phone),
      email: emailAddress(APPLICATION_MESSAGES.email),
      ageCheck: checkbox,
      workCheck: checkbox,
      driveCheck: checkbox,
      certCheck: checkbox,
      certList1: z._default(z.string(), ''),
      certList2: z._default(z.string(), ''),
      certList3: z._default(z.string(), ''),
      brandSelect_1: brand,
      brandSelect_2: brand,
      brandSelect_3: brand,
      jobhistory_title_1: firstJobText(JOB_TEXT_MAX),
      jobhistory_company_1: firstJobText(JOB_TEXT_MAX),
      jobhistory_SD_1: z.string().check(z.trim(), z.refine(isDate, APPLICATION_MESSAGES.firstPosition)),
      jobhistory_ED_1: optionalDate,
      jobhistory_curemployment_1: checkbox,
      jobhistory_desc_1: firstJobText(JOB_DESCRIPTION_MAX, descriptionLengthMessage(1)),
      jobhistory_title_2: optionalText(JOB_TEXT_MAX, JOB_MESSAGES[2].title),
      jobhistory_company_2: optionalText(JOB_TEXT_MAX, JOB_MESSAGES[2].company),
      jobhistory_SD_2: optionalDate,
      jobhistory_ED_2: optionalDate,
      jobhistory_curemployment_2: checkbox,
      jobhistory_desc_2: optionalText(JOB_DESCRIPTION_MAX, descriptionLengthMessage(2)),
      jobhistory_title_3: optionalText(JOB_TEXT_MAX, JOB_MESSAGES[3].title),
      jobhistory_company_3: optionalText(JOB_TEXT_MAX, JOB_MESSAGES[3].company),
      jobhistory_SD_3: optionalDate,
      jobhistory_ED_3: optionalDate,
      jobhistory_curemployment_3: checkbox,
      jobhistory_desc_3: optionalText(JOB_DESCRIPTION_MAX, descriptionLengthMessage(3)),
      coverletter: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, APPLICATION_MESSAGES.coverletter),
          z.maxLength(COVER_LETTER_MAX, APPLICATION_MESSAGES.coverletterLength),
        ),
    })
    .check(
      z.superRefine(plainText),
      z.superRefine((values, ctx) => {
        const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

        if (values.certCheck === true) {
          for (const field of CERT_FIELDS) {
            const length = textOf(values[field]).length;
            if (length < 1 || length > CERTIFICATION_MAX) fail(field, APPLICATION_MESSAGES.certification);
          }
        }

        for (const job of JOB_NUMBERS) {
          const start = textOf(values[`jobhistory_SD_${job}`]);
          const end = textOf(values[`jobhistory_ED_${job}`]);
          if (end && (!isDate(end) || (isDate(start) && end < start))) fail(`jobhistory_ED_${job}`, endDateMessage(job));
        }

        for (const job of [2, 3] as const) {
          const start = textOf(values[`jobhistory_SD_${job}`]);
          if (start && !isDate(start)) fail(`jobhistory_SD_${job}`, JOB_MESSAGES[job].start);
        }
      }),
    ),
  // Certification names belong to the application only while the box is ticked.
  z.transform((values) =>
    values.certCheck
      ? { ...values, certList1: values.certList1.trim(), certList2: values.certList2.trim(), certList3: values.certList3.trim() }
      : { ...values, certList1: '', certList2: '', certList3: '' },
  ),
);

export type Application = z.infer<typeof applicationSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationField = keyof ApplicationInput;
