import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { currentPlace, renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../../routes';
import { useOfficeSession } from '../../office/officeSessionStore';
import { SESSION } from '../../office/officeTestData';
import { CALL, LIST, SLOTS, VISIT } from './bookingTestData';

beforeEach(() => act(() => useOfficeSession.getState().signedOut()));

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const statusText = () => screen.getAllByRole('status').map((status) => status.textContent);

describe('the office consultations page', () => {
  it('lists the booked visits by day with their contact, project and emails, and pages on to later days', async () => {
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: (request) =>
        json(new URL(request.url).searchParams.get('from') === '2026-12-21' ? { from: '2026-12-21', to: '2027-01-03', days: [] } : LIST),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('2 consultations booked from Monday, December 7, 2026 to Sunday, December 20, 2026.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tuesday, December 8', 'Wednesday, December 9']);

    const visit = await rowOf('Robin Fields');
    expect(within(visit).getByRole('rowheader').textContent).toBe('10:00 AM');
    expect(within(visit).getByRole('link', { name: 'BK-7K3M9QX2VD' })).toHaveAttribute('href', '/office/follow-ups/booking/BK-7K3M9QX2VD');
    expect(within(visit).getByRole('link', { name: 'robin@example.com' })).toHaveAttribute('href', 'mailto:robin@example.com');
    expect(within(visit).getByRole('link', { name: '608-555-0142' })).toHaveAttribute('href', 'tel:608-555-0142');
    expect([...visit.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'In-home visitBK-7K3M9QX2VD',
      'Robin Fieldsrobin@example.com608-555-0142',
      '12 Milton Ave, JanesvilleZIP 53545',
      'Home theaterBasement, about 400 sq ft.',
      'Confirmation: SentReminder: Not sent yet',
      'BookedMoveCancel visit',
    ]);
    const call = await rowOf('Sam Okafor');
    expect(within(call).getByRole('rowheader').textContent).toBe('2:00 PM');
    expect(call).toHaveTextContent('Phone call');
    expect(call).toHaveTextContent('—ZIP 53545');
    expect(call).toHaveTextContent('Not given');
    expect(call).toHaveTextContent('Confirmation: ⚠ Failed (the email service refused it)');

    await userEvent.click(screen.getByRole('link', { name: 'Later days' }));
    expect(currentPlace().search).toBe('?from=2026-12-21');
    expect(await screen.findByText('No consultations booked from Monday, December 21, 2026 to Sunday, January 3, 2027.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/office/bookings').map((request) => request.url)).toEqual([
      'http://worker.test/office/bookings',
      'http://worker.test/office/bookings?from=2026-12-21',
    ]);
    expect(screen.getByRole('link', { name: 'Earlier days' })).toHaveAttribute('href', '/office/bookings?from=2026-12-07');
    expect(screen.getByRole('link', { name: 'Later days' })).toHaveAttribute('href', '/office/bookings?from=2027-01-04');
    expect(screen.getByRole('link', { name: 'From today' })).toHaveAttribute('href', '/office/bookings');
    expect(screen.getByRole('link', { name: 'Booking settings and days off' })).toHaveAttribute('href', '/office/bookings/settings');
  });

  it('moves a visit to one of the free times, says the customer was emailed and reads the days again', async () => {
    let moved = false;
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () =>
        json(moved ? { ...LIST, days: [LIST.days[1]!, { date: '2026-12-10', label: 'Thursday, December 10', bookings: [{ ...VISIT, time: '1:00 PM' }] }] } : LIST),
      [`GET ${ENDPOINTS.officeBookingSlots}`]: () => json(SLOTS),
      [`POST ${ENDPOINTS.officeBookingMove}`]: () => {
        moved = true;
        return json({ ...VISIT, start: '2026-12-10T19:00:00.000Z', time: '1:00 PM', movedAt: '2026-12-01T15:00:00.000Z', emailSent: true });
      },
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    const move = within(await rowOf('Robin Fields')).getByRole('button', { name: 'Move' });
    await userEvent.click(move);
    expect(move).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Move the in-home visit with Robin Fields' })).toHaveFocus();
    expect(await screen.findByText('Free times from Monday, December 7, 2026 to Sunday, December 20, 2026, in Central Time. The customer is emailed the new time.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(screen.getByText('Choose one of the free times.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    const choices = screen.getByLabelText('New time');
    expect([...choices.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a time',
      'Thursday, December 10 at 9:00 AM',
      'Thursday, December 10 at 1:00 PM',
    ]);
    await userEvent.selectOptions(choices, 'Thursday, December 10 at 1:00 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));

    await waitFor(() =>
      expect(statusText()).toContain('Moved the in-home visit with Robin Fields to Thursday, December 10 at 1:00 PM. The customer was emailed the new time.'),
    );
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/office/bookings/BK-7K3M9QX2VD/move');
    expect(post.body).toEqual({ start: '2026-12-10T19:00:00.000Z' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thursday, December 10' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Tuesday, December 8' })).toBeNull();
    expect(screen.queryByLabelText('New time')).toBeNull();
  });

  it('says in the worker’s words when the time was just taken, and asks the free times again', async () => {
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () => json(LIST),
      [`GET ${ENDPOINTS.officeBookingSlots}`]: () => json(SLOTS),
      [`POST ${ENDPOINTS.officeBookingMove}`]: () => json({ error: 'That time was just taken.', nextSlots: [] }, 409),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    await userEvent.click(within(await rowOf('Robin Fields')).getByRole('button', { name: 'Move' }));
    await userEvent.selectOptions(await screen.findByLabelText('New time'), 'Thursday, December 10 at 9:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not moved: That time was just taken.');
    await waitFor(() => expect(requests.filter((request) => request.path === '/office/booking/slots')).toHaveLength(2));
  });

  it('pages the free times on to later days', async () => {
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () => json(LIST),
      [`GET ${ENDPOINTS.officeBookingSlots}`]: (request) =>
        json(new URL(request.url).searchParams.get('from') === '2026-12-21' ? { ...SLOTS, from: '2026-12-21', to: '2027-01-03', days: [] } : SLOTS),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    await userEvent.click(within(await rowOf('Robin Fields')).getByRole('button', { name: 'Move' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Later times' }));
    expect(await screen.findByText('No free times in these days.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/office/booking/slots').map((request) => request.url)).toEqual([
      'http://worker.test/office/booking/slots',
      'http://worker.test/office/booking/slots?from=2026-12-21',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Earlier times' }));
    expect(await screen.findByLabelText('New time')).toBeInTheDocument();
  });

  it('cancels a visit only once confirmed, says the customer was emailed and drops it from the list', async () => {
    let cancelled = false;
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () => json(cancelled ? { ...LIST, days: [LIST.days[1]!] } : LIST),
      [`POST ${ENDPOINTS.officeBookingCancel}`]: () => {
        cancelled = true;
        return json({ ...VISIT, status: 'cancelled', cancelledAt: '2026-12-01T15:00:00.000Z', emailSent: true });
      },
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    const cancel = within(await rowOf('Robin Fields')).getByRole('button', { name: 'Cancel visit' });
    await userEvent.click(cancel);
    expect(screen.getByRole('heading', { level: 3, name: 'Cancel the in-home visit with Robin Fields?' })).toHaveFocus();
    expect(
      screen.getByText('On Tuesday, December 8 at 10:00 AM. The customer is emailed that it is cancelled, and the time is free for someone else at once.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Keep the visit' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel the visit' })).toBeNull();
    expect(cancel).toHaveFocus();

    await userEvent.click(cancel);
    await userEvent.type(screen.getByLabelText('Note for the office (optional)'), 'Customer called to cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the visit' }));
    await waitFor(() =>
      expect(statusText()).toContain('Cancelled the in-home visit with Robin Fields on Tuesday, December 8 at 10:00 AM. The customer was emailed that it is cancelled.'),
    );
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/office/bookings/BK-7K3M9QX2VD/cancel');
    expect(post.body).toEqual({ note: 'Customer called to cancel' });
    await waitFor(() => expect(screen.queryByText('Robin Fields')).toBeNull());
    expect(screen.getByText('Sam Okafor')).toBeInTheDocument();
  });

  it('says when the worker tells the customer’s email could not be sent', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () => json(LIST),
      [`POST ${ENDPOINTS.officeBookingCancel}`]: () => json({ ...CALL, status: 'cancelled', emailSent: false }),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    await userEvent.click(within(await rowOf('Sam Okafor')).getByRole('button', { name: 'Cancel visit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the visit' }));
    await waitFor(() =>
      expect(statusText()).toContain(
        'Cancelled the phone call with Sam Okafor on Wednesday, December 9 at 2:00 PM. The email to the customer could not be sent: please call them at 608-555-0199.',
      ),
    );
  });

  it('says a visit already cancelled elsewhere in the worker’s words', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeBookings}`]: () => json(LIST),
      [`POST ${ENDPOINTS.officeBookingCancel}`]: () => json({ error: 'This visit is already cancelled.' }, 409),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings');
    await userEvent.click(within(await rowOf('Robin Fields')).getByRole('button', { name: 'Cancel visit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the visit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not cancelled: This visit is already cancelled.');
  });
});
