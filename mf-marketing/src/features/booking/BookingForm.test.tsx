// The booking form once its scripts run (#46): the free times fetched in place, a day picked
// in the date picker and a time among its own, the booking sent to the worker with the bot
// signals, and on to the confirmation page; a time someone else took first offers the next.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import { loadPage } from 'shared-ui/routing/pageLoads';
import { NEXT_SLOTS, SLOTS, TUESDAY_TEN, WEDNESDAY_ONE } from './bookingFixtures';
import { BookingForm } from './BookingForm';

jest.mock('shared-ui/routing/pageLoads');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONFIRMATION = {
  bookingId: 'BK-0123456789',
  kind: 'in-home',
  start: TUESDAY_TEN,
  end: '2026-12-08T17:30:00.000Z',
  when: 'Tuesday, December 8, 2026, 10:00 AM Central Time',
  emailSent: true,
};

/** The worker: the free times for any GET, and `booking` for the POST. */
function fakeWorker(booking: Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (init?.method === 'POST' && url.pathname === '/booking') return booking;
    if (url.pathname === '/booking/slots') return json(200, SLOTS);
    return json(404, { error: 'Not found' });
  });
}

const calls = (fetch: jest.SpyInstance, method: string) =>
  fetch.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method).map(([input, init]) => ({ url: new URL(String(input)), init: init as RequestInit }));

async function findTimesAndPickTuesdayTen() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/book']}>
      <BookingForm />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('radio', { name: 'In-home visit' }));
  await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '53545');
  await user.click(screen.getByRole('button', { name: 'Show free times' }));
  const form = await screen.findByRole('form', { name: 'Your consultation' });
  expect(screen.getByText('Choose a day to see its free times.')).toBeInTheDocument();
  // Only the days with a free time can be chosen.
  expect(within(form).getByRole('button', { name: /December 7th, 2026/ })).toBeDisabled();
  await user.click(within(form).getByRole('button', { name: /December 8th, 2026/ }));
  const times = within(form).getByRole('group', { name: 'Times on Tuesday, December 8' });
  expect(within(times).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['9:00 AM', '10:00 AM']);
  await user.click(within(times).getByRole('radio', { name: '10:00 AM' }));
  await user.type(within(form).getByLabelText(/^Name/), 'Maria Gomez');
  await user.type(within(form).getByLabelText(/^Email/), 'maria@example.com');
  await user.type(within(form).getByLabelText(/^Phone/), '608 555 0177');
  await user.type(within(form).getByLabelText(/^Address/), '12 Oak St, Janesville');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'What is the project?' }), 'Home theater');
  await user.click(within(form).getByRole('button', { name: 'Book this time' }));
  return { user, form };
}

describe('the booking form with scripts', () => {
  it('books a picked time with the bot signals and goes on to the confirmation', async () => {
    const fetch = fakeWorker(json(201, CONFIRMATION));
    await findTimesAndPickTuesdayTen();
    await screen.findByRole('button', { name: 'Book this time' });
    const [slots] = calls(fetch, 'GET');
    expect(Object.fromEntries(slots!.url.searchParams)).toEqual({ kind: 'in-home', zip: '53545' });
    const [post] = calls(fetch, 'POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({
      kind: 'in-home',
      zip: '53545',
      start: TUESDAY_TEN,
      name: 'Maria Gomez',
      email: 'maria@example.com',
      phone: '608 555 0177',
      address: '12 Oak St, Janesville',
      interest: 'home-theater',
      notes: '',
      website: '',
      filledInMs: expect.any(Number),
    });
    expect(loadPage).toHaveBeenCalledWith(`/book/confirmed?booking=BK-0123456789&kind=in-home&start=${encodeURIComponent(TUESDAY_TEN)}`);
  });

  it('says a time was just taken, offers the next free times and asks for the times again, keeping what was typed', async () => {
    const fetch = fakeWorker(json(409, { error: BOOKING_MESSAGES.taken, nextSlots: NEXT_SLOTS }));
    const { user } = await findTimesAndPickTuesdayTen();
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.taken);
    const form = screen.getByRole('form', { name: 'Your consultation' });
    const next = within(form).getByRole('group', { name: 'The next free times' });
    expect(within(next).getByRole('radio', { name: 'Wednesday, December 9, 2026, 1:00 PM Central Time' })).not.toBeChecked();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Maria Gomez');
    expect(loadPage).not.toHaveBeenCalled();
    expect(calls(fetch, 'GET')).toHaveLength(2);
    // Picking a next free time shows its day in the picker.
    await user.click(within(next).getByRole('radio', { name: 'Wednesday, December 9, 2026, 1:00 PM Central Time' }));
    expect(within(form).getByRole('group', { name: 'Times on Wednesday, December 9' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Times on Wednesday, December 9' }).querySelector(`input[value="${WEDNESDAY_ONE}"]`)).toBeChecked();
  });

  it('says a ZIP code is outside the area without leaving the page', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(422, { error: BOOKING_MESSAGES.outsideArea, outsideArea: true }));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/book']}>
        <BookingForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '90210');
    await user.click(screen.getByRole('button', { name: 'Show free times' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.outsideArea);
    expect(screen.getByRole('textbox', { name: /^ZIP code/ })).toHaveValue('90210');
  });

  it('keeps everything typed when the worker cannot be reached', async () => {
    const fetch = fakeWorker(json(201, CONFIRMATION));
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return json(200, SLOTS);
    });
    await findTimesAndPickTuesdayTen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our booking system. What you typed is still here. Please try again, or call us at (608) 555-0142.',
    );
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Oak St, Janesville');
    expect(within(screen.getByRole('group', { name: 'Times on Tuesday, December 8' })).getByRole('radio', { name: '10:00 AM' })).toBeChecked();
  });
});
