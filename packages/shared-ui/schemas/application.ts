// The technician application (careers). Messages are the spec's; where the spec
// gives none (email, brands, cover letter) the message says what to do.
//
// Decisions where the spec is silent:
// - ageCheck and workCheck must be ticked: an employer may only hire applicants who
//   are 18 or older and authorised to work in the United States.
// - Jobs 2 and 3 are optional, but once any of their fields is filled in, title,
//   employer, start date and description are needed so the entry is usable.
// - The certification names are validated only while the certifications box is ticked.
import { z } from 'zod';
import { emailAddress, personName, usPhone } from 'shared-ui/schemas/rules';

export const FIRST_POSITION_MESSAGE = 'You must enter at least one (1) previous position.';

const jobMessages = {
  2: {
    title: 'Please enter a valid title (Job 2)',
    company: 'Please enter a valid employer name (Job 2)',
    start: 'Please select a valid start date. (Job 2)',
    description: 'Please describe your responsibilities while in this position. (Job 2)',
  },
  3: {
    title: 'Please enter a valid title (Job 3)',
    company: 'Please enter a valid employer name (Job 3)',
    start: 'Please select a start date. (Job 3)',
    description: 'Please describe your responsibilities while in this position. (Job 3)',
  },
} as const;

const text = (max: number, message: string) => z.string().trim().max(max, message).default('');
const date = z.string().trim().default('');
const isDate = (value: string) => /^\d{4}-\d{2}(-\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value));

export const applicationSchema = z
  .object({
    firstName: personName('Please enter your legal first name'),
    lastName: personName('Please enter your legal family name'),
    phone: usPhone('Please enter valid phone number'),
    email: emailAddress('Please enter a valid email address'),
    ageCheck: z.literal(true, 'Please verify you are atleast 18 years of age'),
    workCheck: z.literal(true, 'Please verify that you are authorized to work in the United States.'),
    driveCheck: z.boolean().default(false),
    certCheck: z.boolean().default(false),
    certList1: z.string().default(''),
    certList2: z.string().default(''),
    certList3: z.string().default(''),
    brandSelect_1: z.string().trim().min(1, 'Please select a brand or N/A'),
    brandSelect_2: z.string().trim().min(1, 'Please select a brand or N/A'),
    brandSelect_3: z.string().trim().min(1, 'Please select a brand or N/A'),
    jobhistory_title_1: z.string().trim().min(1, FIRST_POSITION_MESSAGE).max(75, FIRST_POSITION_MESSAGE),
    jobhistory_company_1: z.string().trim().min(1, FIRST_POSITION_MESSAGE).max(75, FIRST_POSITION_MESSAGE),
    jobhistory_SD_1: z.string().trim().refine(isDate, FIRST_POSITION_MESSAGE),
    jobhistory_ED_1: date,
    jobhistory_curemployment_1: z.boolean().default(false),
    jobhistory_desc_1: z.string().trim().min(1, FIRST_POSITION_MESSAGE),
    jobhistory_title_2: text(75, jobMessages[2].title),
    jobhistory_company_2: text(75, jobMessages[2].company),
    jobhistory_SD_2: date,
    jobhistory_ED_2: date,
    jobhistory_curemployment_2: z.boolean().default(false),
    jobhistory_desc_2: z.string().trim().default(''),
    jobhistory_title_3: text(75, jobMessages[3].title),
    jobhistory_company_3: text(75, jobMessages[3].company),
    jobhistory_SD_3: date,
    jobhistory_ED_3: date,
    jobhistory_curemployment_3: z.boolean().default(false),
    jobhistory_desc_3: z.string().trim().default(''),
    coverletter: z.string().trim().min(1, 'Please write a short cover letter'),
  })
  .strict()
  .superRefine((values, ctx) => {
    if (values.certCheck) {
      for (const field of ['certList1', 'certList2', 'certList3'] as const) {
        const length = values[field].trim().length;
        if (length < 1 || length > 100) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'Please enter name of certification' });
        }
      }
    }
    for (const job of [2, 3] as const) {
      const fields = ['title', 'company', 'SD', 'ED', 'desc'].map(
        (part) => values[`jobhistory_${part}_${job}` as keyof typeof values],
      );
      const started = fields.some((value) => typeof value === 'string' && value.length > 0);
      if (!started) continue;
      const messages = jobMessages[job];
      if (!values[`jobhistory_title_${job}`]) ctx.addIssue({ code: 'custom', path: [`jobhistory_title_${job}`], message: messages.title });
      if (!values[`jobhistory_company_${job}`]) ctx.addIssue({ code: 'custom', path: [`jobhistory_company_${job}`], message: messages.company });
      if (!isDate(values[`jobhistory_SD_${job}`])) ctx.addIssue({ code: 'custom', path: [`jobhistory_SD_${job}`], message: messages.start });
      if (!values[`jobhistory_desc_${job}`]) ctx.addIssue({ code: 'custom', path: [`jobhistory_desc_${job}`], message: messages.description });
    }
  });

export type Application = z.infer<typeof applicationSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
