// /book/confirmed?booking&kind&start (#46): the booking the worker answered, read from the
// address (the composer draws it per request; nothing of the visitor's is in it): the
// kind, the time on the office's clock, the booking number and what to have ready. At
// build time, and for an address it cannot read, a short word and the way to book.
import { useSearchParams } from 'react-router-dom';
import { company } from 'contract/company/company';
import { BOOKING_PREPARATION } from 'contract/schemas/booking';
import { bookingConfirmedQuerySchema } from 'contract/schemas/bookingPages';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { bookAddress } from './bookingAddresses';
import { useBookingDrawing } from './bookingDrawing';
import { spokenTime } from 'contract/time/officeClock';
import { VisitSummary } from './VisitSummary';
import styles from './Booking.module.css';

export const CONFIRMED_TITLE = 'Your consultation is booked';
export const UNREAD_TITLE = 'Your consultation';

function useConfirmedQuery() {
  const drawing = useBookingDrawing();
  const [search] = useSearchParams();
  const values = drawing?.form === 'booking' ? drawing.values : Object.fromEntries(search);
  const query = bookingConfirmedQuerySchema.safeParse(values);
  return query.success ? query.data : undefined;
}

export function BookingConfirmedPage() {
  const query = useConfirmedQuery();
  if (!query) {
    return (
      <Page title={UNREAD_TITLE} width="narrow">
        <PageMeta title={UNREAD_TITLE} description={`Your free consultation with ${company.name}.`} />
        <p>
          Your confirmation email has the time of your visit and the links to move or cancel it. To book a time,{' '}
          <a href={bookAddress()}>book a free consultation</a>.
        </p>
      </Page>
    );
  }
  const { booking, kind, start } = query;
  return (
    <Page title={CONFIRMED_TITLE} width="narrow">
      <PageMeta title={CONFIRMED_TITLE} description={`Your free consultation with ${company.name} is booked.`} />
      <VisitSummary kind={kind} when={spokenTime(new Date(start))} bookingId={booking} />
      <p>
        We emailed you a confirmation with a calendar invitation, and links to move or cancel your visit. No email? Check your spam folder, or
        call us at <a href={company.phone.href}>{company.phone.display}</a>.
      </p>
      <section aria-labelledby="prepare-heading" className={styles.prepare}>
        <h2 id="prepare-heading">What to have ready</h2>
        <ul>
          {BOOKING_PREPARATION[kind].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
