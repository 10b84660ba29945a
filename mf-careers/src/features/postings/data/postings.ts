// The open positions. Both postings were posted in May 2022 (the spec dates only the
// first; the second is dated the same month) and offer the same benefits.
import type { JobPosting } from './jobPosting';

/** The eight benefits the spec names, in its order. */
export const BENEFITS = [
  'Health insurance',
  'Retirement planning (401k)',
  'Paid holidays',
  'Paid vacation/PTO',
  'Cell phone reimbursement',
  'Vendor discounts',
  'Paid certifications',
  'Training',
] as const;

const OCCASIONAL_LIFT = 'Occasionally lift and carry up to 50 lb: equipment boxes, ladders and tool bags.';

export const POSTINGS: readonly JobPosting[] = [
  {
    id: 1,
    title: 'System Integrator',
    subtitle: 'Install, program and service audio, video, network and control systems in homes and businesses',
    postedDate: '2022-05-02',
    confirmedOpen: '2026-11-16',
    department: 'Technicians',
    employmentType: 'FULL_TIME',
    hoursPerWeek: { min: 30, max: 50 },
    description: [
      'Run and terminate low-voltage wiring for audio, video, networking, lighting control and security, in new construction and in finished homes and businesses.',
      'Mount televisions, projectors and screens, and install in-wall and in-ceiling speakers, equipment racks and keypads.',
      'Set up and program networks, streaming, distributed audio and automation systems from the brands we carry.',
      'Find and fix problems on service calls, and show homeowners and staff how to use their systems.',
      'Leave every job site clean and safe, and keep accurate time and material records.',
      'Learn on the job from technicians who have been with us for years; no experience needed to start, and we pay for your certifications as you grow.',
    ],
    qualifications: [],
    requirements: [
      'Available 30-50 hours per week, Monday to Friday, with an occasional evening or weekend when a project needs it.',
      "A valid driver's license and a safe driving record: our job sites are spread across southern Wisconsin.",
      'Comfortable on ladders and in attics, crawl spaces and unfinished basements, in every season.',
      OCCASIONAL_LIFT,
      'Technician requirement: lift and position 5 to 150 lb as installation work requires (displays, speakers, equipment racks), with a teammate or a lift for the heaviest pieces.',
    ],
    compensation: {
      basePay: { centsPerHour: 2200, terms: 'depending on experience' },
      signOnBonusCents: 100_000,
      benefits: BENEFITS,
    },
  },
  {
    id: 2,
    title: 'Sales + Project Manager',
    subtitle: 'Design systems with our clients, then see each project through from the first walkthrough to the handoff',
    postedDate: '2022-05-02',
    confirmedOpen: '2026-11-16',
    department: 'Sales',
    employmentType: 'FULL_TIME',
    hoursPerWeek: { min: 35, max: 50 },
    description: [
      'Meet homeowners, builders and business owners, learn what they need, and design audio, video, networking and automation systems to fit.',
      'Prepare proposals and quotes, and follow up until the project is sold.',
      'Plan each sold project: order the equipment, schedule our technicians and coordinate with builders, electricians and the other trades.',
      'Visit job sites, track progress and budget, and keep clients informed until the final demonstration.',
      'Build lasting relationships with builders, designers and past clients for repeat and referral work.',
    ],
    qualifications: [],
    requirements: [
      'Available 35-50 hours per week, including an occasional evening appointment with a client.',
      "A valid driver's license and reliable transportation for client meetings and job-site visits.",
      'Comfortable reading floor plans and eager to learn the products we sell.',
      OCCASIONAL_LIFT,
      'When you help the technician team on site, lift and position 5 to 150 lb with a teammate or a lift for the heaviest pieces.',
    ],
    compensation: {
      basePay: { centsPerHour: 2000, terms: 'base, plus performance commission' },
      benefits: BENEFITS,
    },
  },
];

/** The posting whose id is exactly the route parameter ('1', '2'), if any. */
export const findPosting = (id: string | undefined): JobPosting | undefined =>
  POSTINGS.find((posting) => String(posting.id) === id);
