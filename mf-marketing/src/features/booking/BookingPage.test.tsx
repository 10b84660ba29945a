// /book as the composer has it drawn for a browser without scripts (#46): step one, a ZIP
// code outside the area, step two with the free times as lists of choices, and step two
// drawn again after the worker refused a booking, with everything typed kept.
import { screen, within } from '@testing-library/react';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';
import { drawnWithoutScripts } from './bookingDrawn';
import { NEXT_SLOTS, SLOTS, TUESDAY_TEN, WEDNESDAY_ONE } from './bookingFixtures';
import { BookingPage } from './BookingPage';

const draw = (refusal?: Omit<FormRefusal, 'form' | 'stamp'> & { stamp?: string }, address = '/book') =>
  drawnWithoutScripts(<BookingPage />, address, refusal && { form: 'booking', stamp: '', ...refusal });

const stepOne = () => screen.getByRole('form', { name: 'Find a free time' });
const stepTwo = () => screen.getByRole('form', { name: 'Your consultation' });
const hidden = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);

describe('the booking page without scripts', () => {
  it('asks, at build time, for the kind and the ZIP code in a form that gets /book, in Central Time', () => {
    draw();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a free consultation' })).toBeInTheDocument();
    expect(screen.getByText(/all times are in Central Time \(America\/Chicago\)/)).toBeInTheDocument();
    const form = stepOne();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/book');
    const kinds = within(form).getByRole('group', { name: 'What kind of consultation?' });
    expect(within(kinds).getAllByRole('radio').map((radio) => [radio.getAttribute('name'), (radio as HTMLInputElement).value])).toEqual([
      ['kind', 'in-home'],
      ['kind', 'video'],
      ['kind', 'phone'],
    ]);
    expect(within(kinds).getByRole('radio', { name: 'In-home visit' })).toBeChecked();
    expect(within(kinds).getByRole('radio', { name: 'Video call' })).not.toBeChecked();
    expect(within(kinds).getByRole('radio', { name: 'Phone call' })).not.toBeChecked();
    const zip = within(form).getByRole('textbox', { name: /^ZIP code/ });
    expect(zip).toHaveAttribute('name', 'zip');
    expect(zip).toHaveAttribute('autocomplete', 'postal-code');
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByRole('button', { name: 'Show free times' })).toHaveAttribute('type', 'submit');
    expect(hidden(form, 'interest')).toBeNull();
  });

  it('carries the interest the visitor came with', () => {
    draw({ values: { interest: 'home-theater' } }, '/book?interest=home-theater');
    expect(hidden(stepOne(), 'interest')).toHaveValue('home-theater');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly that a ZIP code is outside the area, with the phone number and the quote form, and asks again', () => {
    draw({ values: { kind: 'video', zip: '90210', interest: 'home-theater' }, offer: { outsideArea: true } }, '/book?kind=video&zip=90210&interest=home-theater');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.outsideArea);
    expect(within(alert).getByRole('link', { name: 'Call (608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(within(alert).getByRole('link', { name: 'ask for a quote online' })).toHaveAttribute('href', '/opportunity?interest=home-theater');
    expect(within(stepOne()).getByRole('radio', { name: 'Video call' })).toBeChecked();
    expect(within(stepOne()).getByRole('textbox', { name: /^ZIP code/ })).toHaveValue('90210');
  });

  it("shows the worker's messages about the kind and the ZIP code next to them", () => {
    draw({ values: { kind: 'in-home', zip: '5354' }, issues: [{ path: 'zip', message: BOOKING_MESSAGES.zip }] }, '/book?kind=in-home&zip=5354');
    expect(within(stepOne()).getByRole('textbox', { name: /^ZIP code/ })).toHaveAccessibleDescription(/Please enter your 5-digit ZIP code/);
  });

  it('says what is missing when only one of the two was sent', () => {
    draw({ values: { zip: '53545' } }, '/book?zip=53545');
    expect(screen.getByText(BOOKING_MESSAGES.kind)).toBeInTheDocument();
  });

  it('offers the free times as lists of choices, a day each, in a form that posts the booking', () => {
    draw({ values: { kind: 'in-home', zip: '53545', interest: 'automation' }, offer: { slots: SLOTS } }, '/book?kind=in-home&zip=53545&interest=automation');
    const form = stepTwo();
    expect(form).toHaveAttribute('method', 'post');
    expect(hidden(form, '_form')).toHaveValue('booking');
    expect(hidden(form, '_opened')).toHaveValue('');
    expect(hidden(form, 'kind')).toHaveValue('in-home');
    expect(hidden(form, 'zip')).toHaveValue('53545');
    expect(form.querySelector('input[name="website"]')).toHaveValue('');
    expect(screen.getByText(/^In-home visit in ZIP code 53545\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/book?interest=automation');
    const tuesday = within(form).getByRole('group', { name: 'Tuesday, December 8' });
    expect(within(tuesday).getAllByRole('radio').map((radio) => [radio.getAttribute('name'), (radio as HTMLInputElement).value])).toEqual([
      ['start', '2026-12-08T15:00:00.000Z'],
      ['start', TUESDAY_TEN],
    ]);
    expect(within(tuesday).getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
    expect(within(form).getByRole('group', { name: 'Wednesday, December 9' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Later days' })).toHaveAttribute('href', '/book?kind=in-home&zip=53545&from=2026-12-21&interest=automation');
    for (const label of ['Name', 'Email', 'Phone', 'Address']) expect(within(form).getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    expect(within(form).getByText('Needed for a visit: the street and town where we should come.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'What is the project?' })).toHaveValue('automation');
    expect(within(form).getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Book this time' })).toHaveAttribute('type', 'submit');
  });

  it('asks no address for a call, and offers no later days past the last day one may book', () => {
    draw({ values: { kind: 'video', zip: '53545' }, offer: { slots: { ...SLOTS, to: SLOTS.lastBookableDate } } }, '/book?kind=video&zip=53545');
    expect(screen.queryByLabelText(/^Address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Later days' })).not.toBeInTheDocument();
  });

  it('says so, with the phone number, when no day has a free time', () => {
    draw({ values: { kind: 'phone', zip: '53545' }, offer: { slots: { ...SLOTS, days: [] } } }, '/book?kind=phone&zip=53545');
    expect(screen.getByText(/^There are no free times in these days\./)).toHaveTextContent(
      'There are no free times in these days. Please call us at (608) 555-0142 and we will find a time with you.',
    );
  });

  const posted = { kind: 'in-home', zip: '53545', start: TUESDAY_TEN, name: 'Maria Gomez', email: 'maria@example', phone: '608 555 0177', address: '12 Oak St, Janesville', interest: 'lighting', notes: 'Two rooms.' };

  it("draws a refused booking again with everything typed, the time still checked and each field's message", () => {
    draw({ values: posted, issues: [{ path: 'email', message: 'Please enter a valid email address' }], offer: { slots: SLOTS }, stamp: 'signed-stamp' }, '/book');
    const form = stepTwo();
    expect(within(form).getByRole('group', { name: 'Tuesday, December 8' }).querySelector(`input[value="${TUESDAY_TEN}"]`)).toBeChecked();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Maria Gomez');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('maria@example');
    expect(within(form).getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(within(form).getByLabelText(/^Address/)).toHaveValue('12 Oak St, Janesville');
    expect(within(form).getByRole('combobox', { name: 'What is the project?' })).toHaveValue('lighting');
    expect(within(form).getByRole('textbox', { name: 'Notes' })).toHaveValue('Two rooms.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please enter a valid email address' })).toHaveAttribute('href', '#email');
    expect(hidden(form, '_opened')).toHaveValue('signed-stamp');
  });

  it('says at the top that the time was just taken, and offers the next free times', () => {
    draw({ values: posted, alert: BOOKING_MESSAGES.taken, offer: { slots: SLOTS, nextSlots: NEXT_SLOTS } }, '/book');
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.taken);
    const next = within(stepTwo()).getByRole('group', { name: 'The next free times' });
    expect(within(next).getByRole('radio', { name: 'Wednesday, December 9, 2026, 1:00 PM Central Time' })).toHaveAttribute('value', WEDNESDAY_ONE);
    expect(within(stepTwo()).getByLabelText(/^Name/)).toHaveValue('Maria Gomez');
  });
});
