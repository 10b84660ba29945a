import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../../routes';
import { useOfficeSession } from '../../office/officeSessionStore';
import { SESSION } from '../../office/officeTestData';
import { SETTINGS } from './bookingTestData';

beforeEach(() => act(() => useOfficeSession.getState().signedOut()));

const CHRISTMAS = { date: '2026-12-25', note: 'Christmas' };

const replaceText = async (label: string, text: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

function worker(routes: Parameters<typeof fakeWorker>[0] = {}) {
  return fakeWorker({
    [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
    [`GET ${ENDPOINTS.officeBookingSettings}`]: () => json(SETTINGS),
    [`GET ${ENDPOINTS.officeBookingDaysOff}`]: () => json({ items: [CHRISTMAS] }),
    ...routes,
  });
}

describe('the office booking settings page', () => {
  it('shows the settings as they are and the days off ahead', async () => {
    worker();
    renderRoutes(<StaffhubRoutes />, '/office/bookings/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consultations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Open on Monday')).toBeChecked();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('17:00');
    expect(screen.getByLabelText('Open on Saturday')).not.toBeChecked();
    expect(screen.queryByLabelText('Saturday opens')).toBeNull();
    expect(screen.getByText('Closed on Saturdays')).toBeInTheDocument();
    expect(screen.getByLabelText('Visit length (minutes)')).toHaveValue('90');
    expect(screen.getByLabelText('Buffer between visits (minutes)')).toHaveValue('30');
    expect(screen.getByLabelText('Most visits a day')).toHaveValue('4');
    expect(screen.getByLabelText('Notice (hours)')).toHaveValue('24');
    expect(screen.getByLabelText('How far ahead visitors may book (days)')).toHaveValue('30');
    expect(screen.getByLabelText('ZIP codes served')).toHaveValue('53545\n53546');
    const daysOff = await screen.findByRole('list', { name: 'Days off ahead' });
    expect(within(daysOff).getByRole('listitem')).toHaveTextContent('Friday, December 25, 2026 (Christmas)');
    expect(within(daysOff).getByRole('button', { name: 'Remove day off Friday, December 25, 2026' })).toBeInTheDocument();
  });

  it('saves the settings whole, as the contract shapes them', async () => {
    const { requests } = worker({ [`POST ${ENDPOINTS.officeBookingSettings}`]: (request) => json(request.body) });
    renderRoutes(<StaffhubRoutes />, '/office/bookings/settings');
    await userEvent.click(await screen.findByLabelText('Open on Saturday'));
    await replaceText('Saturday opens', '10:00');
    await replaceText('Saturday closes', '14:00');
    await userEvent.click(screen.getByLabelText('Open on Friday'));
    await replaceText('Visit length (minutes)', '60');
    await replaceText('Buffer between visits (minutes)', '0');
    await replaceText('ZIP codes served', '53545, 53511{Enter}53563');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));

    const status = await screen.findByText('Booking settings saved. New bookings follow them; booked visits keep their times.');
    expect(status).toHaveAttribute('role', 'status');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      {
        ...SETTINGS,
        weeklyHours: { ...SETTINGS.weeklyHours, friday: null, saturday: { opens: '10:00', closes: '14:00' } },
        visitMinutes: 60,
        bufferMinutes: 0,
        zips: ['53545', '53511', '53563'],
      },
    ]);
  });

  it('says what the contract refuses, on the fields it is about, and sends nothing', async () => {
    const { requests } = worker();
    renderRoutes(<StaffhubRoutes />, '/office/bookings/settings');
    await screen.findByLabelText('Monday closes');
    await replaceText('Monday closes', '08:00');
    await replaceText('Visit length (minutes)', 'ten');
    await replaceText('Most visits a day', '');
    await replaceText('ZIP codes served', '53545\n5354');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Please correct the booking settings');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The closing time must be after the opening time',
      'A visit lasts from 15 to 480 minutes',
      'Allow from 1 to 50 visits a day',
      'Each ZIP code has 5 digits: “5354” is not',
    ]);
    expect(screen.getByLabelText('Monday closes')).toHaveAccessibleDescription('The closing time must be after the opening time');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds a day off and says how many visits are still booked that day', async () => {
    const { requests } = worker({
      [`POST ${ENDPOINTS.officeBookingDaysOff}`]: () => json({ items: [{ date: '2026-12-24', note: 'Christmas Eve' }, CHRISTMAS], bookedThatDay: 2 }),
    });
    renderRoutes(<StaffhubRoutes />, '/office/bookings/settings');
    const section = within(await screen.findByRole('region', { name: 'Days off' }));
    await userEvent.click(section.getByRole('button', { name: 'Add day off' }));
    expect(section.getByLabelText('Day off')).toHaveAccessibleDescription('Choose the day off.');

    await userEvent.type(section.getByLabelText('Day off'), '2026-12-24');
    await userEvent.type(section.getByLabelText('Note (optional)'), 'Christmas Eve');
    await userEvent.click(section.getByRole('button', { name: 'Add day off' }));

    await section.findByText(/^Day off added/);
    const status = section.getByRole('status');
    expect(status.textContent).toBe('Day off added: Thursday, December 24, 2026. 2 visits are still booked that day: move or cancel them. See the consultations from that day');
    expect(within(status).getByRole('link', { name: 'See the consultations from that day' })).toHaveAttribute('href', '/office/bookings?from=2026-12-24');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ date: '2026-12-24', note: 'Christmas Eve' }]);
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Thursday, December 24, 2026 (Christmas Eve)Remove day off Thursday, December 24, 2026',
      'Friday, December 25, 2026 (Christmas)Remove day off Friday, December 25, 2026',
    ]);
    expect(section.getByLabelText('Day off')).toHaveValue('');
  });

  it('removes a day off', async () => {
    const { requests } = worker({ [`POST ${ENDPOINTS.officeBookingDayOffRemoval}`]: () => json({ items: [] }) });
    renderRoutes(<StaffhubRoutes />, '/office/bookings/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove day off Friday, December 25, 2026' }));
    expect(await screen.findByText('Day off removed: Friday, December 25, 2026.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('No days off ahead.')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/office/booking/days-off/2026-12-25/remove');
    expect(post.body).toEqual({});
  });
});
