// What a journaled submission says, field by field, as the office reads it: the labels
// the form and its email use, Yes/No for a box, words for the lead's interest, and never
// a Wi-Fi password (the home-network form shows only that one was given).
import type { FollowUpForm } from 'contract/schemas/office';
import { LABELS as APPLICATION } from 'contract/schemas/applicationLabels';
import { JOB_NUMBERS } from 'contract/schemas/application';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { WIFI_PASSWORD_FIELDS } from 'contract/schemas/lan';
import { interestLabel } from 'contract/schemas/lead';
import { BOOKING_FOLLOW_UP_LABELS } from './bookingFollowUps';

export interface Field {
  label: string;
  value: string;
}

const customerRequest = (dateLabel: string): Record<string, string> => ({
  name: 'Name',
  businessName: 'Business name',
  commercialCustomer: 'Commercial customer',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  category: 'Category',
  date: dateLabel,
  purchaseDomain: 'Bought from us',
  interest: 'Interest',
  description: 'Description',
});

const jobLabels = Object.fromEntries(
  JOB_NUMBERS.flatMap((n) => [
    [`jobhistory_title_${n}`, `${APPLICATION.job.title} (Job ${n})`],
    [`jobhistory_company_${n}`, `${APPLICATION.job.company} (Job ${n})`],
    [`jobhistory_SD_${n}`, `${APPLICATION.job.start} (Job ${n})`],
    [`jobhistory_ED_${n}`, `${APPLICATION.job.end} (Job ${n})`],
    [`jobhistory_curemployment_${n}`, `${APPLICATION.job.current} (Job ${n})`],
    [`jobhistory_desc_${n}`, `${APPLICATION.job.description} (Job ${n})`],
  ]),
);

/** Each form's labels in the order the form shows its fields. */
export const FOLLOW_UP_LABELS: Record<FollowUpForm, Record<string, string>> = {
  ticket: customerRequest('Month'),
  lead: customerRequest('When'),
  application: {
    position: 'Position',
    firstName: APPLICATION.firstName,
    lastName: APPLICATION.lastName,
    phone: APPLICATION.phone,
    email: APPLICATION.email,
    ageCheck: APPLICATION.ageCheck,
    workCheck: APPLICATION.workCheck,
    driveCheck: APPLICATION.driveCheck,
    certCheck: APPLICATION.certCheck,
    certList1: APPLICATION.certification(1),
    certList2: APPLICATION.certification(2),
    certList3: APPLICATION.certification(3),
    brandSelect_1: APPLICATION.brand(1),
    brandSelect_2: APPLICATION.brand(2),
    brandSelect_3: APPLICATION.brand(3),
    ...jobLabels,
    coverletter: APPLICATION.coverletter,
  },
  lan: {
    firstName: 'First name',
    lastName: 'Family name',
    phone: 'Phone number',
    email: 'Email',
    NetworkName: 'Network name',
    passcode: 'Wi-Fi password',
    guestCheck: 'Guest network',
    GuestNetworkName: 'Guest network name',
    guestpasscode: 'Guest Wi-Fi password',
  },
  booking: BOOKING_FOLLOW_UP_LABELS,
};

export const PASSWORD_GIVEN = '(given)';
const PASSWORD_NONE = '(none)';
const BOT_SIGNALS = new Set<string>([HONEYPOT_FIELD, FILL_TIME_FIELD]);
const PASSWORDS = new Set<string>(WIFI_PASSWORD_FIELDS);

const words = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
};

/** A Wi-Fi password reads "(given)" while it is held or after the journal dropped it (delivered and past retention). */
function passwordWords(values: Record<string, unknown>, field: string): string {
  if (field === 'guestpasscode' && values.guestCheck !== true) return PASSWORD_NONE;
  const value = values[field];
  return value === undefined || (typeof value === 'string' && value !== '') ? PASSWORD_GIVEN : PASSWORD_NONE;
}

function valueWords(form: FollowUpForm, values: Record<string, unknown>, field: string): string {
  if (form === 'lan' && PASSWORDS.has(field)) return passwordWords(values, field);
  const value = words(values[field]);
  return field === 'interest' ? interestLabel(value) || value : value;
}

/** The submission's fields in the form's order, then any the labels do not know (by their own name). */
export function followUpFields(form: FollowUpForm, values: Record<string, unknown>): Field[] {
  const labels = FOLLOW_UP_LABELS[form];
  const known = Object.keys(labels).filter((field) => Object.hasOwn(values, field) || (form === 'lan' && PASSWORDS.has(field)));
  const others = Object.keys(values).filter((field) => !Object.hasOwn(labels, field) && !BOT_SIGNALS.has(field) && !PASSWORDS.has(field));
  return [
    ...known.map((field) => ({ label: labels[field]!, value: valueWords(form, values, field) })),
    ...others.map((field) => ({ label: field, value: words(values[field]) })),
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who sent it: the name (ticket, lead) or first and family name (application, network form), email and phone. */
export function contactFields(values: Record<string, unknown>): { name: string; email: string; phone: string } {
  const name = text(values.name) || [text(values.firstName), text(values.lastName)].filter(Boolean).join(' ');
  return { name, email: text(values.email), phone: text(values.phone) };
}
