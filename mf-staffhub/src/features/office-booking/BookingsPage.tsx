// /office/bookings: the upcoming consultations by day (#46), on the office's clock (the
// worker answers each day and time in Central Time), fourteen days at a time from today or
// from the day in the address (?from=YYYY-MM-DD, so a reload or Back returns to the same
// days). Each visit can be moved to a free time or cancelled; the customer is emailed
// either way, the page says so and reads the days again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from 'shared-ui/kit/Page';
import { PATHS } from '../../paths';
import { ResourceStatus } from '../../office/ResourceStatus';
import { useOfficeResource } from '../../office/useOfficeResource';
import { loadBookings } from './bookingApi';
import { BookingDay, type OpenAction } from './BookingDay';
import { addLocalDays, dayWords, isCalendarDate } from 'contract/time/officeClock';
import styles from './OfficeBooking.module.css';

/** How many days one page shows (the worker's default). */
const PERIOD_DAYS = 14;

const daysFrom = (from: string) => `${PATHS.officeBookings}?${new URLSearchParams({ from })}`;

export function BookingsPage() {
  const [params] = useSearchParams();
  const asked = params.get('from') ?? '';
  const from = isCalendarDate(asked) ? asked : undefined;
  const load = useCallback((signal: AbortSignal) => loadBookings(from, signal), [from]);
  const [list, retry] = useOfficeResource(load);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setOpen(null);
    setNotice('');
  }, [from]);

  // The visit's row may be gone once the days are read again: the message takes the focus.
  function done(message: string) {
    setOpen(null);
    setNotice(message);
    retry();
    noticeRef.current?.focus();
  }

  const period = list.status === 'ready' ? list.data : null;
  const count = period?.days.reduce((sum, day) => sum + day.bookings.length, 0) ?? 0;
  return (
    <Page title="Consultations" lead="The booked consultations by day, in Central Time (America/Chicago).">
      <p>
        <Link to={PATHS.officeBookingSettings}>Booking settings and days off</Link>
      </p>
      <p role="status" ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {notice}
      </p>
      <ResourceStatus resource={list} retry={retry} what="consultations" />
      {period && (
        <>
          <p className={styles.summary}>
            {count === 0 ? 'No consultations booked' : `${count} ${count === 1 ? 'consultation' : 'consultations'} booked`} from {dayWords(period.from)} to{' '}
            {dayWords(period.to)}.
          </p>
          <nav aria-label="Consultation days" className={styles.period}>
            <ul>
              {from && (
                <li>
                  <Link to={daysFrom(addLocalDays(period.from, -PERIOD_DAYS))}>Earlier days</Link>
                </li>
              )}
              <li>
                <Link to={daysFrom(addLocalDays(period.to, 1))}>Later days</Link>
              </li>
              {from && (
                <li>
                  <Link to={PATHS.officeBookings}>From today</Link>
                </li>
              )}
            </ul>
          </nav>
          {period.days.map((day) => (
            <BookingDay key={day.date} day={day} open={open} onOpen={setOpen} onDone={done} />
          ))}
        </>
      )}
    </Page>
  );
}
