// A stored visit as the visitor's pages read it (contract/schemas/booking).
import type { BookingConfirmation } from 'contract/schemas/booking';
import type { BookingRow } from './bookingStore';
import { spokenTime } from 'contract/time/officeClock';

export const visitOf = (booking: Pick<BookingRow, 'id' | 'kind' | 'starts_at' | 'ends_at'>): Omit<BookingConfirmation, 'emailSent'> => ({
  bookingId: booking.id,
  kind: booking.kind,
  start: booking.starts_at,
  end: booking.ends_at,
  when: spokenTime(new Date(booking.starts_at)),
});
