import { company } from 'contract/company/company';
import { formatBasePay, formatHours, formatPostedDate, formatSignOnBonus } from './format';
import { BENEFITS, findPosting, POSTINGS } from './postings';
import { jobPostingStructuredData } from './structuredData';

const posting = (id: string) => {
  const found = findPosting(id);
  if (!found) throw new Error(`no posting ${id}`);
  return found;
};

describe('the job postings', () => {
  it('are System Integrator (1) and Sales + Project Manager (2)', () => {
    expect(POSTINGS.map(({ id, title, department }) => ({ id, title, department }))).toEqual([
      { id: 1, title: 'System Integrator', department: 'Technicians' },
      { id: 2, title: 'Sales + Project Manager', department: 'Sales' },
    ]);
  });

  it('finds a posting only by its exact id', () => {
    expect(findPosting('1')?.title).toBe('System Integrator');
    expect(findPosting('2')?.title).toBe('Sales + Project Manager');
    for (const id of ['3', '0', '01', '1.0', 'one', '', undefined]) expect(findPosting(id)).toBeUndefined();
  });

  it('pay $22.00/hr depending on experience with a $1,000 sign-on bonus, and $20.00/hr base plus commission', () => {
    expect(formatBasePay(posting('1'))).toBe('$22.00/hr depending on experience');
    expect(formatSignOnBonus(posting('1'))).toBe('$1,000 sign-on bonus');
    expect(formatBasePay(posting('2'))).toBe('$20.00/hr base, plus performance commission');
    expect(formatSignOnBonus(posting('2'))).toBeUndefined();
  });

  it('ask for 30-50 and 35-50 hours a week', () => {
    expect(formatHours(posting('1'))).toBe('30-50 hours per week');
    expect(formatHours(posting('2'))).toBe('35-50 hours per week');
  });

  it('were posted in May 2022', () => {
    expect(POSTINGS.map(formatPostedDate)).toEqual(['May 2022', 'May 2022']);
  });

  it('both list the same eight benefits and no qualifications', () => {
    expect(BENEFITS).toHaveLength(8);
    for (const { compensation, qualifications } of POSTINGS) {
      expect(compensation.benefits).toEqual([
        'Health insurance',
        'Retirement planning (401k)',
        'Paid holidays',
        'Paid vacation/PTO',
        'Cell phone reimbursement',
        'Vendor discounts',
        'Paid certifications',
        'Training',
      ]);
      expect(qualifications).toEqual([]);
    }
  });

  it('state the physical requirements: 50 lb occasionally, 5 to 150 lb for the technician work', () => {
    for (const { requirements } of POSTINGS) {
      expect(requirements.some((line) => /occasionally lift .*50 lb/i.test(line))).toBe(true);
      expect(requirements.some((line) => line.includes('5 to 150 lb'))).toBe(true);
    }
  });
});

describe('the JobPosting structured data', () => {
  it('describes posting 1 for job search engines', () => {
    const data = jobPostingStructuredData(posting('1'), 'https://example.com/apply/positions/1');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'System Integrator',
      datePosted: '2026-11-16',
      validThrough: '2027-02-14',
      employmentType: 'FULL_TIME',
      url: 'https://example.com/apply/positions/1',
      hiringOrganization: { '@type': 'Organization', name: company.name },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          addressLocality: company.address.city,
          addressRegion: company.address.region,
          postalCode: company.address.postalCode,
          addressCountry: 'US',
        },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 22, unitText: 'HOUR' } },
    });
    expect(data.description).toEqual(expect.stringContaining('$1,000 sign-on bonus.'));
    expect(data.description).toEqual(expect.stringContaining('Paid certifications'));
  });

  it('gives posting 2 its $20.00 hourly base', () => {
    expect(jobPostingStructuredData(posting('2'))).toMatchObject({
      title: 'Sales + Project Manager',
      baseSalary: { value: { value: 20, unitText: 'HOUR' } },
    });
  });
});
