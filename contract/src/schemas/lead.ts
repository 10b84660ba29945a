// The sales lead (/opportunity): the spec's project types and messages.
import { customerRequestSchemas, type CustomerRequestKind } from 'contract/schemas/customerRequest';

export const PROJECT_TYPES = ['New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase'] as const;

/**
 * What a visitor may be interested in (#33): the value is what the address carries
 * (/opportunity?interest=home-theater), set by the buttons of the service pages that
 * lead to the form; the label is what the form and the sales team's email show. A short
 * list on purpose, one per kind of project the sales team plans, not one per service.
 */
export const LEAD_INTERESTS = [
  { value: 'home-theater', label: 'Home theater' },
  { value: 'whole-home-audio', label: 'Whole-home audio and video' },
  { value: 'automation', label: 'Automation and control' },
  { value: 'lighting', label: 'Smart lighting and shades' },
  { value: 'networking', label: 'Networking and Wi-Fi' },
  { value: 'business', label: 'Audio and video for a business' },
] as const;

export type LeadInterest = (typeof LEAD_INTERESTS)[number]['value'];

export const isLeadInterest = (value: string | null | undefined): value is LeadInterest =>
  LEAD_INTERESTS.some((interest) => interest.value === value);

/** The interest's label, '' for none. */
export const interestLabel = (value: string | undefined): string =>
  LEAD_INTERESTS.find((interest) => interest.value === value)?.label ?? '';

/**
 * When the visitor would like to start (#33): a choice, in the words the sales email
 * carries as `date` (the spec's field), rather than a month typed as text.
 */
export const LEAD_TIMEFRAMES = ['As soon as possible', 'In 1-3 months', 'In 3-6 months', 'Just exploring'] as const;

export const LEAD_KIND: CustomerRequestKind = {
  categories: PROJECT_TYPES,
  commercialCategories: [],
  interests: LEAD_INTERESTS.map((interest) => interest.value),
  timeframes: LEAD_TIMEFRAMES,
  // What the sales team needs to call back is required (name, email, phone); the rest helps.
  optional: ['address', 'category', 'description'],
  messages: {
    category: 'Please select the type of project you are interested in',
    description: 'Please describe your project before submitting',
  },
};

const schemas = customerRequestSchemas(LEAD_KIND);
/** What the visitor fills in. */
export const leadFormSchema = schemas.form;
/** What the worker journals: the form and its case id. */
export const leadSchema = schemas.submission;
