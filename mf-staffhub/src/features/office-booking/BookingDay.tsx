// One day's booked visits, in the order they come, as a table under the day's name.
import type { OfficeBookingList } from 'contract/schemas/bookingOffice';
import tableStyles from '../../office/OfficeTable.module.css';
import { BOOKING_COLUMNS, BookingRow, type BookingAction } from './BookingRow';

export type OpenAction = { bookingId: string; action: BookingAction };

export interface BookingDayProps {
  day: OfficeBookingList['days'][number];
  open: OpenAction | null;
  onOpen: (open: OpenAction | null) => void;
  onDone: (message: string) => void;
}

export function BookingDay({ day, open, onOpen, onDone }: BookingDayProps) {
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{day.label}</h2>
      <div className={tableStyles.scroll} tabIndex={0} role="region" aria-label={`Consultations on ${day.label}`}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              {BOOKING_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.bookings.map((booking) => (
              <BookingRow
                key={booking.bookingId}
                booking={booking}
                dayLabel={day.label}
                open={open?.bookingId === booking.bookingId ? open.action : null}
                onOpen={(action) => onOpen(action ? { bookingId: booking.bookingId, action } : null)}
                onDone={onDone}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
