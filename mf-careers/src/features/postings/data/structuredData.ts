// schema.org JobPosting for a posting page, so job search engines can list it
// (https://schema.org/JobPosting, Google's job posting structured data).
import { company } from 'contract/company/company';
import { companyPostalAddress } from 'contract/company/postalAddress';
import { formatHours, formatSignOnBonus } from './format';
import type { JobPosting } from './jobPosting';

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
    datePosted: posting.postedDate,
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
