/**
 * @jest-environment node
 */
// The booking's pages without scripts, as the composer answers them: a GET with a query
// drawn per request by the page's own component (here a stand-in that writes out what it
// was given) with what the worker answered; the forms posted, sent on to the worker with
// the composer's secret and the visitor's address, taken to the confirmation or back to
// the manage page, refused drawn again with the free times read again.
import { filesFetch } from 'site-testing/filesFetch';
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import { BOOKING_MESSAGES } from 'contract/schemas/booking';
import { readRefusalRequest } from 'shared-ui/forms/refusalRequest';
import { formStamp } from '../native-forms/formStamp';
import { formSite, json, MARKETING, SECRET, SITE, type WorkerCall } from '../native-forms/formSiteFixture';

const NOW = Date.parse('2026-12-01T15:00:00Z');
const START = '2026-12-08T16:00:00.000Z';
const MOVE_TOKEN = 'bk1.move.BK-0123456789.1796745600.sig';

const template = '<!doctype html><html><head><title>Default</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const page = { head: '<title>Book</title>', body: 'ssr/book.0123456789.html', styles: [] };
const files = {
  [`${MARKETING}ssr/index.json`]: {
    remote: 'marketing',
    pages: { '/book': page, '/book/confirmed': page, '/book/manage': page },
    notFound: { head: '', body: 'ssr/not-found.0123456789.html', styles: [] },
    clientOnly: [],
  },
  [`${MARKETING}ssr/book.0123456789.html`]: '<p>drawn at build time</p><input type="hidden" name="_opened" value=""/>',
};

/** The remote's server code: the page drawn with its context written out, as its component would draw it. */
const remoteServer = {
  renderRefusal: async (body: unknown) => {
    const request = readRefusalRequest(body);
    return request && `<pre id="context">${encodeURIComponent(JSON.stringify(request.refusal))}</pre><input type="hidden" name="_opened" value="${request.refusal.stamp}"/>`;
  },
};

const contextOf = (html: string) => JSON.parse(decodeURIComponent(/<pre id="context">([^<]*)<\/pre>/.exec(html)![1]!)) as Record<string, unknown>;

const SLOTS = { timeZone: 'America/Chicago', from: '2026-12-01', to: '2026-12-14', lastBookableDate: '2026-12-31', days: [{ date: '2026-12-08', label: 'Tuesday, December 8', slots: [{ start: START, end: '2026-12-08T17:30:00.000Z', time: '10:00 AM' }] }] };
const VISIT = { bookingId: 'BK-0123456789', kind: 'in-home', start: START, end: '2026-12-08T17:30:00.000Z', when: 'Tuesday, December 8, 2026, 10:00 AM Central Time', zip: '53545', status: 'booked', allows: 'move', linkExpiresAt: START };

/** The worker's calls, as method, path and query. */
const asked = (calls: readonly WorkerCall[]) => calls.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`);
const pathOf = (call: WorkerCall) => new URL(call.url).pathname;

const site = (answer: (call: WorkerCall) => Response) => formSite({ template, readFile: filesFetch(files).fetch, remoteServer, answer, now: NOW });

const post = (compose: ReturnType<typeof site>['compose'], path: string, fields: Record<string, string>, origin = SITE) =>
  compose(new Request(`${SITE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams(fields) }), { visitorAddress: '203.0.113.9' });

const TYPED = { kind: 'in-home', zip: '53545', start: START, name: 'Lee Chen', email: 'lee@example.com', phone: '608-555-0123', address: '12 Lake Street', interest: 'home-theater', notes: '', website: '' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('GET /book', () => {
  it('without a query is the page the build drew, stamped, and asks the worker nothing', async () => {
    const { compose, calls } = site(() => json({}, 500));
    const html = await (await compose(new Request(`${SITE}/book`))).text();
    expect(html).toContain('drawn at build time');
    expect(html).toContain(`name="_opened" value="${await formStamp(SECRET, NOW)}"`);
    expect(calls).toEqual([]);
  });

  it('with a kind and a ZIP code draws step two with the worker’s free times, kept by no one', async () => {
    const { compose, calls } = site(() => json(SLOTS));
    const response = await compose(new Request(`${SITE}/book?kind=in-home&zip=53545&interest=home-theater&utm=x`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(asked(calls)).toEqual(['GET /booking/slots?kind=in-home&zip=53545']);
    const html = await response.text();
    expect(contextOf(html)).toEqual({ form: 'booking', values: { kind: 'in-home', zip: '53545', interest: 'home-theater' }, stamp: '', offer: { slots: SLOTS } });
    expect(html).toContain(`name="_opened" value="${await formStamp(SECRET, NOW)}"`);
  });

  it('with only the quote form’s interest draws step one with it, asking the worker nothing', async () => {
    const { compose, calls } = site(() => json({}, 500));
    expect(contextOf(await (await compose(new Request(`${SITE}/book?interest=home-theater`))).text())).toEqual({ form: 'booking', values: { interest: 'home-theater' }, stamp: '' });
    expect(calls).toEqual([]);
  });

  it('says a ZIP code outside the area is not served', async () => {
    const { compose } = site(() => json({ error: BOOKING_MESSAGES.outsideArea, outsideArea: true }, 422));
    expect(contextOf(await (await compose(new Request(`${SITE}/book?kind=video&zip=60601`))).text())).toMatchObject({ offer: { outsideArea: true } });
  });

  it('draws the worker’s messages for a malformed query, and the form’s alert when the worker is unreachable', async () => {
    const refused = site(() => json({ error: 'The request for free times has errors', issues: [{ path: 'zip', message: BOOKING_MESSAGES.zip }] }, 400));
    expect(contextOf(await (await refused.compose(new Request(`${SITE}/book?kind=video&zip=5`))).text())).toMatchObject({ issues: [{ path: 'zip', message: BOOKING_MESSAGES.zip }] });
    const down = site(() => {
      throw new TypeError('fetch failed');
    });
    expect(contextOf(await (await down.compose(new Request(`${SITE}/book?kind=video&zip=53545`))).text()).alert).toMatch(/^We could not send your form just now/);
  });
});

describe('POST /book without scripts', () => {
  it('sends the booking on with the composer’s secret, the visitor’s address and the fill time, and goes to the confirmation', async () => {
    const { compose, calls } = site(() => json({ bookingId: 'BK-0123456789', kind: 'in-home', start: START, end: START, when: VISIT.when, emailSent: true }, 201));
    const stamp = await formStamp(SECRET, NOW - 40_000);
    const response = await post(compose, '/book', { ...TYPED, _form: 'booking', _opened: stamp });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/book/confirmed?booking=BK-0123456789&kind=in-home&start=${encodeURIComponent(START)}`);
    const [call] = calls;
    expect(pathOf(call!)).toBe('/booking');
    expect(call!.headers.get('Authorization')).toBe(`Bearer ${SECRET}`);
    expect(call!.headers.get(VISITOR_ADDRESS_HEADER)).toBe('203.0.113.9');
    expect(call!.body).toEqual({ ...TYPED, filledInMs: 40_000 });
  });

  it('draws a time just taken again, without scripts, with the next free times and everything typed', async () => {
    const next = [{ start: START, end: START, date: '2026-12-08', when: VISIT.when }];
    const { compose, calls } = site((call) => (call.method === 'POST' ? json({ error: BOOKING_MESSAGES.taken, nextSlots: next }, 409) : json(SLOTS)));
    const response = await post(compose, '/book', { ...TYPED, _form: 'booking', _opened: await formStamp(SECRET, NOW - 40_000) });
    expect(response.status).toBe(409);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(contextOf(html)).toEqual({ form: 'booking', values: { ...TYPED, website: undefined }, stamp: expect.any(String), alert: BOOKING_MESSAGES.taken, offer: { slots: SLOTS, nextSlots: next } });
    expect(asked(calls)).toEqual(['POST /booking', 'GET /booking/slots?kind=in-home&zip=53545']);
  });

  it('refuses a post from another site, and a booking posted from another page, sending nothing on', async () => {
    const { compose, calls } = site(() => json({}, 500));
    expect((await post(compose, '/book', { ...TYPED, _form: 'booking' }, 'https://evil.example')).status).toBe(403);
    const elsewhere = await post(compose, '/support/newTicket', { ...TYPED, _form: 'booking' });
    expect([elsewhere.status, elsewhere.headers.get('Location')]).toEqual([303, '/support/newTicket']);
    expect(calls).toEqual([]);
  });
});

describe('/book/manage', () => {
  it('draws a move link’s visit with the free times for its kind and ZIP code', async () => {
    const { compose, calls } = site((call) => (pathOf(call) === '/booking/manage' ? json(VISIT) : json(SLOTS)));
    const response = await compose(new Request(`${SITE}/book/manage?token=${MOVE_TOKEN}&done=moved`));
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(contextOf(await response.text())).toEqual({ form: 'booking-move', values: { token: MOVE_TOKEN, done: 'moved' }, stamp: '', offer: { visit: VISIT, done: 'moved', slots: SLOTS } });
    expect(asked(calls)).toEqual([`GET /booking/manage?token=${encodeURIComponent(MOVE_TOKEN)}`, 'GET /booking/slots?kind=in-home&zip=53545']);
  });

  it('draws a cancel link’s visit with nothing else, and a refused link with the worker’s words', async () => {
    const cancel = site(() => json({ ...VISIT, allows: 'cancel' }));
    expect(contextOf(await (await cancel.compose(new Request(`${SITE}/book/manage?token=t`))).text())).toMatchObject({ form: 'booking-cancel', offer: { visit: { allows: 'cancel' } } });
    expect(cancel.calls).toHaveLength(1);
    const expired = site(() => json({ error: BOOKING_MESSAGES.linkExpired }, 410));
    expect(contextOf(await (await expired.compose(new Request(`${SITE}/book/manage?token=t`))).text())).toMatchObject({ offer: { linkError: BOOKING_MESSAGES.linkExpired } });
  });

  it('moves the visit through the worker and goes back to the page saying so', async () => {
    const { compose, calls } = site(() => json({ ...VISIT, emailSent: true }));
    const response = await post(compose, `/book/manage?token=${MOVE_TOKEN}`, { _form: 'booking-move', token: MOVE_TOKEN, start: START });
    expect([response.status, response.headers.get('Location')]).toEqual([303, `/book/manage?token=${encodeURIComponent(MOVE_TOKEN)}&done=moved`]);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: MOVE_TOKEN, start: START } });
    expect(pathOf(calls[0]!)).toBe('/booking/move');
  });

  it('draws a cancellation the worker refused again, with its words', async () => {
    const { compose } = site((call) => (call.method === 'POST' ? json({ error: BOOKING_MESSAGES.alreadyCancelled }, 409) : json({ ...VISIT, allows: 'cancel', status: 'cancelled' })));
    const response = await post(compose, '/book/manage?token=t', { _form: 'booking-cancel', token: 't' });
    expect(response.status).toBe(409);
    expect(contextOf(await response.text())).toMatchObject({ form: 'booking-cancel', alert: BOOKING_MESSAGES.alreadyCancelled, offer: { visit: { status: 'cancelled' } } });
  });
});
