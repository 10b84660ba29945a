// /book/confirmed as the composer draws it from its address (#46), and at build time.
import { screen, within } from '@testing-library/react';
import { BOOKING_PREPARATION } from 'contract/schemas/booking';
import { drawnWithoutScripts } from './bookingDrawn';
import { TUESDAY_TEN } from './bookingFixtures';
import { BookingConfirmedPage } from './BookingConfirmedPage';

const ADDRESS = `/book/confirmed?booking=BK-0123456789&kind=in-home&start=${encodeURIComponent(TUESDAY_TEN)}`;

describe('the confirmation page', () => {
  it('names the kind, the time in Central Time, the booking number and what to have ready', () => {
    drawnWithoutScripts(<BookingConfirmedPage />, ADDRESS, { form: 'booking', values: { booking: 'BK-0123456789', kind: 'in-home', start: TUESDAY_TEN }, stamp: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your consultation is booked' })).toBeInTheDocument();
    expect([...document.querySelectorAll('dt, dd')].map((item) => item.textContent)).toEqual([
      'Consultation',
      'In-home visit',
      'When',
      'Tuesday, December 8, 2026, 10:00 AM Central Time',
      'Booking number',
      'BK-0123456789',
    ]);
    expect(screen.getByText(/^We emailed you a confirmation with a calendar invitation, and links to move or cancel your visit\./)).toBeInTheDocument();
    const ready = screen.getByRole('region', { name: 'What to have ready' });
    expect(within(ready).getAllByRole('listitem').map((item) => item.textContent)).toEqual(BOOKING_PREPARATION['in-home']);
  });

  it('reads the address itself when drawn without the composer', () => {
    drawnWithoutScripts(<BookingConfirmedPage />, ADDRESS.replace('in-home', 'phone'));
    expect(screen.getByText('Phone call')).toBeInTheDocument();
  });

  it('says only how to book, at build time or for an address it cannot read', () => {
    drawnWithoutScripts(<BookingConfirmedPage />, '/book/confirmed?booking=nope&kind=in-home&start=soon');
    expect(screen.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'book a free consultation' })).toHaveAttribute('href', '/book');
    expect(screen.queryByRole('region', { name: 'What to have ready' })).not.toBeInTheDocument();
  });
});
