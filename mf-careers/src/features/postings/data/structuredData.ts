// schema.org JobPosting for a posting page, so job search engines can list it
// (https://schema.org/JobPosting, Google's job posting structured data).
import { company } from 'contract/company/company';
import { companyPostalAddress } from 'contract/company/postalAddress';
import { formatHours, formatSignOnBonus } from './format';
import type { JobPosting } from './jobPosting';

/** How long search engines list a posting after it was last confirmed open. */
export const LISTING_DAYS = 90;

const daysAfter = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function jobPostingStructuredData(posting: JobPosting, pageUrl?: string): Record<string, unknown> {
  const { basePay } = posting.compensation;
  const bonus = formatSignOnBonus(posting);
  return {
    '@type': 'JobPosting',
    title: posting.title,
    description: [
      posting.subtitle,
      ...posting.description,
      ...posting.requirements,
      bonus ? `${bonus}.` : null,
      `Benefits: ${posting.compensation.benefits.join(', ')}.`,
    ]
      .filter(Boolean)
      .join(' '),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(posting.id) },
    // The page says when the position was first posted (the spec's date); search engines
    // are told when it was last confirmed open, and until when to list it.
    datePosted: posting.confirmedOpen,
    validThrough: daysAfter(posting.confirmedOpen, LISTING_DAYS),
    employmentType: posting.employmentType,
    workHours: formatHours(posting),
    occupationalCategory: posting.department,
    directApply: true,
    ...(pageUrl ? { url: pageUrl } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: company.social.map((profile) => profile.url),
    },
    jobLocation: {
      '@type': 'Place',
      address: companyPostalAddress,
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: basePay.centsPerHour / 100, unitText: 'HOUR' },
    },
  };
}
