// The /book pages' forms posted without scripts reach the worker through the composer: it
// presents its secret instead of the site's Origin, and names the visitor, whose limits
// the booking counts against as a page's post would.
import { DEVELOPMENT_COMPOSER_SECRET, VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import { BOOKING_BODY, chicago, createBookingApp } from '../../test/booking';
import { postJson, TEST_CLIENT_HEADER } from '../../test/testApp';

const COMPOSER = { Authorization: `Bearer ${DEVELOPMENT_COMPOSER_SECRET}`, [TEST_CLIENT_HEADER]: '10.0.0.2' };
const fromVisitor = (address: string) => ({ ...COMPOSER, [VISITOR_ADDRESS_HEADER]: address });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('takes a booking the composer sends on, without the site’s Origin', async () => {
  const { app, bookings } = await createBookingApp();
  const response = await postJson(app, '/booking', BOOKING_BODY, fromVisitor('203.0.113.9'));
  expect(response.status).toBe(201);
  expect(await bookings()).toHaveLength(1);
});

it('refuses another secret with 403 and no visitor’s address with 400, storing nothing', async () => {
  const { app, bookings } = await createBookingApp();
  const forged = await postJson(app, '/booking', BOOKING_BODY, { Authorization: 'Bearer not-the-secret', [VISITOR_ADDRESS_HEADER]: '203.0.113.9' });
  expect([forged.status, await forged.json()]).toEqual([403, { error: "This is not the composer's secret" }]);
  const unnamed = await postJson(app, '/booking', BOOKING_BODY, COMPOSER);
  expect([unnamed.status, await unnamed.json()]).toEqual([400, { error: `The visitor's address (${VISITOR_ADDRESS_HEADER}) is required` }]);
  expect(await bookings()).toEqual([]);
});

it('counts each visitor behind the composer apart, by the address it names', async () => {
  const { app } = await createBookingApp({ env: { SUBMISSION_LIMIT_PER_CLIENT: '1' } });
  const at = (hour: number) => ({ ...BOOKING_BODY, start: chicago(2026, 12, 9, hour) });
  expect((await postJson(app, '/booking', at(9), fromVisitor('203.0.113.9'))).status).toBe(201);
  expect((await postJson(app, '/booking', at(12), fromVisitor('203.0.113.9'))).status).toBe(429);
  expect((await postJson(app, '/booking', at(12), fromVisitor('198.51.100.20'))).status).toBe(201);
});
