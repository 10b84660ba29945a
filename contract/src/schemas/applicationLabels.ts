// The application's field labels, which the form shows and its email repeats, and
// which of the job history's fields make a job: one source for the careers form and
// for the email the worker sends when the form was posted without scripts.
import type { ApplicationField, JobNumber } from 'contract/schemas/application';

export const LABELS = {
  firstName: 'Legal first name',
  lastName: 'Legal family name',
  phone: 'Phone',
  email: 'Email',
  ageCheck: 'I am at least 18 years of age',
  workCheck: 'I am authorized to work in the United States',
  driveCheck: "I have a valid driver's license and reliable transportation",
  certCheck: 'I hold industry certifications',
  certification: (n: 1 | 2 | 3) => `Certification ${n}`,
  brand: (n: 1 | 2 | 3) => `Brand ${n}`,
  job: {
    title: 'Job title',
    company: 'Employer',
    start: 'Start date',
    end: 'End date',
    current: 'I currently work here',
    description: 'Responsibilities',
  },
  coverletter: 'Cover letter',
} as const;

/** The six fields of job `n`, in the order the form shows them. */
export const jobFields = (n: JobNumber) =>
  [
    `jobhistory_title_${n}`,
    `jobhistory_company_${n}`,
    `jobhistory_SD_${n}`,
    `jobhistory_ED_${n}`,
    `jobhistory_curemployment_${n}`,
    `jobhistory_desc_${n}`,
  ] as const satisfies readonly ApplicationField[];

/** Whether anything was given for job `n`: a word in any of its boxes, or its box ticked. */
export const jobGiven = (values: Partial<Record<ApplicationField, unknown>>, n: JobNumber) =>
  jobFields(n).some((field) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() !== '' : value === true;
  });

