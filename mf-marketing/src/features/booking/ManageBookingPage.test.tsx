// /book/manage as the composer draws it for an email's link (#46): the visit, and the move
// or cancel form its link allows, or why the link cannot be used; and at build time.
import { screen, within } from '@testing-library/react';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import type { BookingOffer } from 'contract/schemas/bookingPages';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';
import { drawnWithoutScripts } from './bookingDrawn';
import { NEXT_SLOTS, SLOTS, VISIT, WEDNESDAY_ONE } from './bookingFixtures';
import { ManageBookingPage } from './ManageBookingPage';

const TOKEN = 'bk1.move.BK-0123456789.1796745600.c2ln';

function draw(offer: BookingOffer, refusal: Partial<FormRefusal> = {}) {
  const form = offer.visit?.allows === 'cancel' ? 'booking-cancel' : 'booking-move';
  drawnWithoutScripts(<ManageBookingPage />, `/book/manage?token=${TOKEN}`, { form, values: { token: TOKEN }, stamp: '', offer, ...refusal });
}

const hiddenFields = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]);

describe('the manage page', () => {
  it('asks, at build time, to open it from the email', () => {
    drawnWithoutScripts(<ManageBookingPage />, '/book/manage');
    expect(screen.getByRole('heading', { level: 1, name: 'Your consultation' })).toBeInTheDocument();
    expect(screen.getByText('Open this page from the link in your email.')).toBeInTheDocument();
  });

  it("shows a move link's visit and the free times in a form that posts the move", () => {
    draw({ visit: VISIT, slots: SLOTS });
    expect(screen.getByText('In-home visit')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 8, 2026, 10:00 AM Central Time')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Move your visit' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/book/manage?token=${encodeURIComponent(TOKEN)}`);
    expect(hiddenFields(form)).toEqual([
      ['_form', 'booking-move'],
      ['_opened', ''],
      ['token', TOKEN],
    ]);
    const wednesday = within(form).getByRole('group', { name: 'Wednesday, December 9' });
    expect(within(wednesday).getByRole('radio', { name: '1:00 PM' })).toHaveAttribute('name', 'start');
    expect(within(form).getByRole('button', { name: 'Move my visit' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('form', { name: 'Cancel your visit' })).not.toBeInTheDocument();
  });

  it('draws a refused move again: the alert on top, the next free times, the time chosen still checked', () => {
    draw({ visit: VISIT, slots: SLOTS, nextSlots: NEXT_SLOTS }, { alert: BOOKING_MESSAGES.taken, values: { token: TOKEN, start: WEDNESDAY_ONE } });
    const form = screen.getByRole('form', { name: 'Move your visit' });
    expect(within(form).getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.taken);
    expect(within(form).getByRole('group', { name: 'The next free times' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Wednesday, December 9' }).querySelector(`input[value="${WEDNESDAY_ONE}"]`)).toBeChecked();
  });

  it('says the visit is moved, with its new time', () => {
    draw({ visit: { ...VISIT, when: 'Wednesday, December 9, 2026, 1:00 PM Central Time' }, slots: SLOTS, done: 'moved' });
    expect(screen.getByRole('status')).toHaveTextContent('Your visit is moved to Wednesday, December 9, 2026, 1:00 PM Central Time. We emailed you the new time.');
  });

  it("offers a cancel link's visit one button, in a form that posts the cancel", () => {
    draw({ visit: { ...VISIT, allows: 'cancel' } });
    const form = screen.getByRole('form', { name: 'Cancel your visit' });
    expect(hiddenFields(form)).toEqual([
      ['_form', 'booking-cancel'],
      ['_opened', ''],
      ['token', TOKEN],
    ]);
    expect(within(form).getByRole('button', { name: 'Cancel my visit' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('form', { name: 'Move your visit' })).not.toBeInTheDocument();
  });

  it('says a visit is cancelled, and the way to book a new time', () => {
    draw({ visit: { ...VISIT, allows: 'cancel', status: 'cancelled' }, done: 'cancelled' });
    expect(screen.getByRole('status')).toHaveTextContent('Your visit is cancelled. The time is free for someone else.');
    expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/book');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says a visit cancelled before is cancelled', () => {
    draw({ visit: { ...VISIT, status: 'cancelled' } });
    expect(screen.getByText('This visit is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/book');
  });

  it("shows only the worker's word on a link it refused", () => {
    draw({ linkError: BOOKING_MESSAGES.linkExpired });
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.linkExpired);
    expect(screen.queryByText('In-home visit')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute('href', '/book');
  });
});
