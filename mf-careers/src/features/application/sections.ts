// The application's parts, in the form's order: each section's fieldset draws its id and
// legend from here, and the outline beside the form links to them by the same ids (#43).
// The legends are the spec's section names, but for "Brands you know" and "Cover letter".
export const APPLICATION_SECTIONS = {
  contact: { id: 'contact', legend: 'Contact Information' },
  authorization: { id: 'authorization', legend: 'Work Authorization' },
  certifications: { id: 'certifications', legend: 'Certifications & Knowledge' },
  brands: { id: 'brands', legend: 'Brands you know' },
  employment: { id: 'employment', legend: 'Previous Employment' },
  coverLetter: { id: 'cover-letter', legend: 'Cover letter' },
} as const;

export type ApplicationSection = (typeof APPLICATION_SECTIONS)[keyof typeof APPLICATION_SECTIONS];

export const APPLICATION_OUTLINE: readonly ApplicationSection[] = Object.values(APPLICATION_SECTIONS);
