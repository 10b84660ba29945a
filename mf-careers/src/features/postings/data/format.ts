// How a posting's pay, hours and date read on the page.
import type { JobPosting } from './jobPosting';

const dollars = (cents: number, fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100);

/** '$22.00/hr depending on experience' */
export const formatBasePay = ({ compensation: { basePay } }: JobPosting) =>
  `${dollars(basePay.centsPerHour, 2)}/hr ${basePay.terms}`;

/** '$1,000 sign-on bonus', or undefined when the posting has none. */
export const formatSignOnBonus = ({ compensation }: JobPosting) =>
  compensation.signOnBonusCents ? `${dollars(compensation.signOnBonusCents, 0)} sign-on bonus` : undefined;

/** '30-50 hours per week' */
export const formatHours = ({ hoursPerWeek }: JobPosting) => `${hoursPerWeek.min}-${hoursPerWeek.max} hours per week`;

/** 'May 2022' */
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatPostedDate = ({ postedDate }: JobPosting) => monthAndYear.format(new Date(`${postedDate}T00:00:00Z`));
