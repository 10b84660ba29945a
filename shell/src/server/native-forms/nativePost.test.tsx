/**
 * @jest-environment node
 */
// Forms posted without scripts, answered by the composer: the post read as its form's
// contract body and sent on to the worker; accepted to /confirmation with the case id,
// refused drawn again by the form's own component (the kit's fields on ZodForm, through
// the remote host's refusal endpoint, site/src/refusalEndpoint.js) with what was typed
// and the messages, without scripts.
import { filesFetch } from 'site-testing/filesFetch';
import { renderToString } from 'react-dom/server';
import { VISITOR_ADDRESS_HEADER } from 'credentials/composerSecret';
import { TICKET_CATEGORIES } from 'contract/schemas/ticket';
import { refusalEndpoint } from 'site/refusalEndpoint';
import { formStamp } from './formStamp';
import { formSite, json, MARKETING, SECRET, SITE, WORKER, type WorkerCall } from './formSiteFixture';
import { REFUSAL_UNAVAILABLE_TITLE } from './RefusalUnavailable';
import { HEADING, remoteServer, TicketPage } from './ticketPageFixture';

const NOW = Date.parse('2026-05-01T12:00:00Z');

const template = `<!doctype html><html><head><script data-early-events>!function(){}()</script><title>Default</title><link rel="preload" as="script" href="/main.js"/><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;

const files = {
  [`${MARKETING}ssr/index.json`]: {
    remote: 'marketing',
    pages: { '/support/newTicket': { head: '<title>New ticket</title>', body: 'ssr/ticket.0123456789.html', styles: [] } },
    notFound: { head: '', body: 'ssr/not-found.0123456789.html', styles: [] },
    clientOnly: [],
  },
  [`${MARKETING}ssr/ticket.0123456789.html`]: renderToString(<TicketPage />),
};

const site = (answer: (call: WorkerCall) => Response, remoteHost?: (request: Request) => Promise<Response>) =>
  formSite({ template, readFile: filesFetch(files).fetch, remoteServer, answer, remoteHost, pageHeaders: () => ({ 'Content-Security-Policy': "script-src 'self'" }), now: NOW });

const TYPED = {
  name: 'Ada Lovelace',
  email: 'ada@',
  phone: '608 555 0142',
  address: '1 Main St "Apt <2>"',
  category: TICKET_CATEGORIES[0],
  date: '',
  purchaseDomain: 'Yes',
  description: 'The amplifier hums.\nSince Monday.',
  website: '',
};

async function post(compose: ReturnType<typeof site>['compose'], fields: Record<string, string>, headers: Record<string, string> = { Origin: SITE }) {
  return compose(
    new Request(`${SITE}/support/newTicket`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    }),
    { visitorAddress: '203.0.113.9' },
  );
}


describe('a public form drawn by the composer', () => {
  it('carries the time it was sent, signed, and is kept by no shared cache', async () => {
    const { compose } = site(() => json({}, 500));
    const response = await compose(new Request(`${SITE}/support/newTicket`));
    const html = await response.text();
    expect(html).toContain(`name="_opened" value="${await formStamp(SECRET, NOW)}"`);
    expect(html).toContain('name="_form" value="ticket"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});

describe('a public form posted without scripts', () => {
  it('refuses a post from another site with 403, sending nothing on', async () => {
    const { compose, calls } = site(() => json({}, 500));
    const response = await post(compose, { ...TYPED, _form: 'ticket' }, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    const noOrigin = await post(compose, { ...TYPED, _form: 'ticket' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    expect(calls).toEqual([]);
  });

  describe('to an address that is not a path of this site', () => {
    const postTo = (compose: ReturnType<typeof site>['compose'], path: string, headers: Record<string, string>) =>
      compose(new Request(`${SITE}${path}`, { method: 'POST', headers, body: new URLSearchParams({ ...TYPED, _form: 'ticket' }) }), { visitorAddress: '203.0.113.9' });
    const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

    it('from another site is refused with 403 and sends the browser nowhere', async () => {
      const { compose, calls } = site(() => json({}, 500));
      const response = await postTo(compose, '//evil.example/x', { ...FORM, Origin: 'https://evil.example' });
      expect([response.status, response.headers.get('Location')]).toEqual([403, null]);
      expect(calls).toEqual([]);
    });

    it.each([
      ['a form', FORM],
      ['a body that is not a form', { 'Content-Type': 'text/plain' }],
    ])('from its own page, as %s, goes back to / rather than off the site', async (_, contentType) => {
      const { compose, calls } = site(() => json({}, 500));
      for (const path of ['//evil.example/x', '/%2F%2Fevil.example/x', '/%5Cevil.example/x']) {
        const response = await postTo(compose, path, { ...contentType, Origin: SITE });
        expect([path, response.status, response.headers.get('Location')]).toEqual([path, 303, '/']);
      }
      expect(calls).toEqual([]);
    });
  });

  it('that is not a form goes back to its page, query and all', async () => {
    const { compose, calls } = site(() => json({}, 500));
    const response = await compose(new Request(`${SITE}/support/newTicket?from=flyer`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: SITE }, body: 'hello' }));
    expect([response.status, response.headers.get('Location')]).toEqual([303, '/support/newTicket?from=flyer']);
    expect(calls).toEqual([]);
  });

  it('is sent on as the schema body, with the secret, the visitor and the fill time, and accepted goes to the confirmation', async () => {
    const { compose, calls } = site(() => json({ caseId: 'SP-004217', receivedAt: '2026-05-01T12:00:00Z' }, 201));
    const stamp = await formStamp(SECRET, NOW - 42_000);
    const response = await post(compose, { ...TYPED, email: 'ada@example.com', commercialCustomer: 'on', _form: 'ticket', _opened: stamp }, { 'Sec-Fetch-Site': 'same-origin' });

    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/confirmation?case=SP-004217');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${WORKER}/native-submissions/ticket`);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${SECRET}`);
    expect(calls[0]!.headers.get(VISITOR_ADDRESS_HEADER)).toBe('203.0.113.9');
    // Every field of the ticket's schema: those this page has no field for as empty.
    expect(calls[0]!.body).toEqual({ ...TYPED, email: 'ada@example.com', commercialCustomer: true, businessName: '', interest: '', filledInMs: 42_000 });
  });

  it('without a valid stamp counts as sent the moment it opened', async () => {
    const { compose, calls } = site(() => json({ caseId: 'SP-004217' }, 201));
    await post(compose, { ...TYPED, _form: 'ticket', _opened: `${NOW - 60_000}.${'A'.repeat(43)}` });
    expect(calls[0]!.body).toMatchObject({ commercialCustomer: false, filledInMs: 0 });
  });

  it('refused by the schema is drawn again by the form itself with what was typed, each message at its field, the summary, and no scripts', async () => {
    const issues = [
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'description', message: 'Please describe your issue before submitting' },
      { path: 'email', message: 'A second message for the same field' },
    ];
    const { compose } = site(() => json({ error: 'The ticket form has errors', issues }, 400));
    const response = await post(compose, { ...TYPED, description: '\nSince Monday.', commercialCustomer: 'on', website: 'http://spam.example', _form: 'ticket' });
    const html = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(html).not.toMatch(/<script|as="script"/);
    expect(html).toMatch(/<input type="text"[^>]* value="Ada Lovelace"/);
    expect(html).toContain('value="1 Main St &quot;Apt &lt;2&gt;&quot;"');
    expect(html).toMatch(/<input type="checkbox"[^>]* checked=""/);
    expect(html).toContain(`<option value="${TICKET_CATEGORIES[0]}" selected="">`);
    expect(html).toContain('<option value="Yes" selected="">');
    expect(html).toMatch(/<input type="email"[^>]* aria-invalid="true" aria-describedby="email-error"[^>]* value="ada@"\/><p id="email-error" class="[^"]+">Please enter a valid email address<\/p>/);
    // A leading newline the visitor typed survives the HTML parser, which drops the first.
    expect(html).toMatch(/<textarea[^>]*aria-describedby="description-error"[^>]*>\n\nSince Monday.<\/textarea><p id="description-error"[^>]*>Please describe your issue before submitting<\/p>/);
    // The honeypot is never written back.
    expect(html).not.toContain('spam.example');
    // The summary heads the form, focused, its links in the order of the fields, each field once.
    expect(html).toMatch(
      new RegExp(`<form[^>]*>(<input type="hidden"[^>]*/>)+<div[^>]*role="alert"[^>]*autofocus=""[^>]*><h2 id="error-summary-heading"[^>]*>${HEADING}</h2><ul[^>]*><li><a href="#email">Please enter a valid email address</a></li><li><a href="#description">Please describe your issue before submitting</a></li></ul>`),
    );
  });

  it("whose page the remote's host cannot draw again says why it was not sent and where what was typed is, with the refusal's status", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const issues = [{ path: 'email', message: 'Please enter a valid email address' }];
    for (const host of [async () => new Response('Method Not Allowed', { status: 405 }), refusalEndpoint({ load: () => Promise.reject(new Error('no server code')) })]) {
      const { compose } = site(() => json({ error: 'The ticket form has errors', issues }, 400), host);
      const response = await post(compose, { ...TYPED, _form: 'ticket' });
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).toContain(`<h1 id="refusal-title">${REFUSAL_UNAVAILABLE_TITLE}</h1>`);
      expect(html).toContain('<li>Please enter a valid email address</li>');
      expect(html).toContain('Back button takes you back to it as you left it');
      expect(html).not.toContain('Ada Lovelace');
    }
  });

  it('naming a form this page does not draw, or none, goes back to its page and sends nothing on', async () => {
    const { compose, calls } = site(() => json({ caseId: 'SP-004217' }, 201));
    for (const form of ['application', 'staff', '']) {
      const response = await post(compose, { ...TYPED, _form: form });
      expect([form, response.status, response.headers.get('Location')]).toEqual([form, 303, '/support/newTicket']);
    }
    expect(calls).toEqual([]);
  });

  it('keeps a refused form stamped with its first opening, so waiting is not started again', async () => {
    const { compose } = site(() => json({ error: 'The ticket form has errors', issues: [{ path: 'name', message: 'Please enter your name' }] }, 400));
    const stamp = await formStamp(SECRET, NOW - 1000);
    const html = await (await post(compose, { ...TYPED, name: '', _form: 'ticket', _opened: stamp })).text();
    expect(html).toContain(`name="_opened" value="${stamp}"`);
  });

  it('held by the limit is drawn again with the wait and the phone number (429, Retry-After)', async () => {
    const { compose } = site(() => json({ error: 'too many', retryAfterSeconds: 300 }, 429, { 'Retry-After': '300' }));
    const response = await post(compose, { ...TYPED, _form: 'ticket' });
    const html = await response.text();
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('300');
    expect(html).toContain('Not sent yet: please wait 5 minutes, then send it again. What you typed is still here. If you cannot wait, call us at');
    expect(html).toContain('value="Ada Lovelace"');
  });

  it('that the worker cannot take is drawn again with what was typed and the phone number (503)', async () => {
    const { compose } = site(() => {
      throw new TypeError('fetch failed');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(compose, { ...TYPED, _form: 'ticket' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('We could not send your form just now. What you typed is still here');
  });
});

describe('the confirmation of a form posted without scripts', () => {
  it('is drawn with the case id from its address, for this visitor only', async () => {
    const { compose } = site(() => json({}, 500));
    const response = await compose(new Request(`${SITE}/confirmation?case=SP-004217`));
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toMatch(/Your case number is <strong class="case-number">SP-004217<\/strong>/);
  });
});
