// The way to book a free consultation (#46), offered beside the quote: a plain link to
// /book, with the interest the visitor came for when one is known (/book?interest=…).
import { isLeadInterest } from 'contract/schemas/lead';
import { PATHS } from '../paths';
import { INTEREST_PARAM } from './leadFormAddress';

export const BOOK_LINK = 'Book a free consultation';

export const bookingFormFor = (interest: string | undefined) => (isLeadInterest(interest) ? `${PATHS.book}?${INTEREST_PARAM}=${interest}` : PATHS.book);

export interface BookingInviteProps {
  interest?: string | undefined;
  className?: string | undefined;
  linkClassName?: string | undefined;
}

export function BookingInvite({ interest, className, linkClassName }: BookingInviteProps) {
  return (
    <p className={className}>
      Rather pick a time to talk it over?{' '}
      <a href={bookingFormFor(interest)} className={linkClassName}>
        {BOOK_LINK}
      </a>
      : at your home, by video or by phone.
    </p>
  );
}
