// A ZIP code the office does not serve: said plainly, with the phone number and the quote
// form instead (the interest the visitor came with carried over).
import { company } from 'contract/company/company';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import { quoteAddress } from './bookingAddresses';
import styles from './Booking.module.css';

export function OutsideArea({ interest }: { interest: string | undefined }) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.noticeHeading}>{BOOKING_MESSAGES.outsideArea}</p>
      <p>
        <a href={company.phone.href}>Call {company.phone.display}</a> or <a href={quoteAddress(interest)}>ask for a quote online</a>.
      </p>
    </div>
  );
}

/** No day in the days shown has a free time. */
export function NoFreeTimes() {
  return (
    <p className={styles.note}>
      There are no free times in these days. Please call us at <a href={company.phone.href}>{company.phone.display}</a> and we will find a time
      with you.
    </p>
  );
}
