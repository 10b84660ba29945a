// Which page loads report. A page load is in or out as a whole, so its page views, errors
// and vitals are all counted or none is, and the ratios between them (the error rate of a
// remote's version) stay true at any rate.

/**
 * The share of page loads that send field reports, from 0 to 1. 1 (every page load) while
 * the site's traffic is small: a canary's judgment needs every page view it can get. Lower
 * it when a day's reports outgrow what the worker should store; the counts are then a
 * sample, and rates between them are still true.
 */
export const FIELD_SAMPLE_RATE = 1;

/** Whether this page load reports: decided once, when the reporter starts. */
export const sampledIn = (rate: number = FIELD_SAMPLE_RATE, random: () => number = Math.random): boolean =>
  rate >= 1 || (rate > 0 && random() < rate);
