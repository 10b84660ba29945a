// A job posting is data: the list, the posting page and its JSON-LD all read it.
export type EmploymentType = 'FULL_TIME' | 'PART_TIME';

export interface JobPosting {
  id: number;
  title: string;
  subtitle: string;
  /** ISO date (YYYY-MM-DD); pages show the month and year. */
  postedDate: string;
  /**
   * ISO date the careers team last confirmed the posting is open. Job search engines
   * read it as the posting's date and list it for LISTING_DAYS after it (structuredData.ts),
   * so a live posting does not look years old; renewing it is part of the team's release.
   */
  confirmedOpen: string;
  department: 'Technicians' | 'Sales';
  employmentType: EmploymentType;
  hoursPerWeek: { min: number; max: number };
  description: readonly string[];
  /** Empty for both postings, as the spec has it; the page shows the heading only when there are some. */
  qualifications: readonly string[];
  requirements: readonly string[];
  compensation: {
    basePay: {
      /** Hourly base pay in integer cents. */
      centsPerHour: number;
      /** What the base pay depends on or comes with, e.g. 'depending on experience'. */
      terms: string;
    };
    signOnBonusCents?: number;
    benefits: readonly string[];
  };
}
