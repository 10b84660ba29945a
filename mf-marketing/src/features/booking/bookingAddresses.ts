// The addresses the booking's pages link to: /book with what the visitor chose so far
// (the composer draws the free times for a kind and a ZIP code), and the quote form
// with the interest the visitor came with.
import { BOOKING_PATHS } from 'contract/schemas/bookingPages';
import { addLocalDays } from 'contract/time/officeClock';
import { isLeadInterest } from 'contract/schemas/lead';
import { INTEREST_PARAM, leadFormFor } from '../../common/leadFormAddress';
import { PATHS } from '../../paths';

export interface BookQuery {
  kind?: string | undefined;
  zip?: string | undefined;
  from?: string | undefined;
  interest?: string | undefined;
}

/** /book?kind&zip&from&interest, with only the parts that have a value. */
export function bookAddress(query: BookQuery = {}): string {
  const params = new URLSearchParams();
  for (const name of ['kind', 'zip', 'from', INTEREST_PARAM] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `${BOOKING_PATHS.book}?${search}` : BOOKING_PATHS.book;
}

/** The quote form, with the interest preselected when it is one the form knows. */
export const quoteAddress = (interest: string | undefined) => (isLeadInterest(interest) ? leadFormFor(interest) : PATHS.opportunity);

/** The day after the last one shown: where "Later days" starts. */
export const dayAfter = (date: string) => addLocalDays(date, 1);

/** Whether there are days after the ones shown that a visitor may still book. */
export const hasLaterDays = ({ to, lastBookableDate }: { to: string; lastBookableDate: string }) => to < lastBookableDate;
