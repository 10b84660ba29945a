import { followUpDetailSchema, followUpListSchema } from 'contract/schemas/office';
import { VALID_BODIES } from 'contract/testing/validBodies';
import type { FormName } from 'contract/schemas/forms';
import type { Database } from '../db/database';
import { journalSubmission, recordDelivery } from '../submissions/journal';
import { purgeWifiPasswords } from '../submissions/purgeWifiPasswords';
import { createTestApp } from '../../test/testApp';
import { LIST_LIMIT, READ_LIMIT } from './followUps';
import { officePost, signedInPerson, withCookie } from '../../test/office';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();

async function journal(db: Database, form: FormName, caseId: string, receivedAt: string, payload: unknown = VALID_BODIES[form]) {
  await journalSubmission(db, { caseId, form, payload, receivedAt, deliveryTokenHash: `hash-${caseId}` });
}

async function officeWithJournal() {
  const { app, db } = await createTestApp({ now: () => NOW });
  await journal(db, 'ticket', 'SP-004217', hoursAgo(1));
  await journal(db, 'lead', 'LD-000031', hoursAgo(2));
  await journal(db, 'application', 'AP-000007', hoursAgo(3));
  await journal(db, 'lan', 'LN-000002', hoursAgo(4));
  await journal(db, 'suggestion', 'SG-000001', hoursAgo(5));
  await journal(db, 'ticket', 'SP-000100', hoursAgo(24 * 40));
  await recordDelivery(db, { form: 'lead', caseId: 'LD-000031', deliveryTokenHash: 'hash-LD-000031', delivered: true, at: hoursAgo(2) });
  await recordDelivery(db, { form: 'application', caseId: 'AP-000007', deliveryTokenHash: 'hash-AP-000007', delivered: false, at: hoursAgo(3) });
  const { cookie, person } = await signedInPerson(app, db, 'Jamie Lee', NOW);
  const get = (path: string) => app.request(path, { headers: withCookie(cookie) });
  return { app, db, cookie, person, get };
}

describe('GET /office/follow-ups', () => {
  it('lists the last 30 days of tickets, leads, applications and network forms, newest first, with their delivery', async () => {
    const { get } = await officeWithJournal();
    const response = await get('/office/follow-ups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { items } = followUpListSchema.parse(await response.json());
    expect(items.map((item) => [item.caseId, item.form, item.delivery])).toEqual([
      ['SP-004217', 'ticket', 'pending'],
      ['LD-000031', 'lead', 'delivered'],
      ['AP-000007', 'application', 'failed'],
      ['LN-000002', 'lan', 'pending'],
    ]);
    expect(items[0]).toEqual({
      form: 'ticket',
      caseId: 'SP-004217',
      receivedAt: hoursAgo(1),
      name: 'Lee Chen',
      email: 'lee@example.com',
      phone: '608.555.0123',
      delivery: 'pending',
      handled: null,
    });
    expect(items[3]).toMatchObject({ name: 'Sam Okafor', email: 'sam@example.com' });
  });

  it('reaches further back with days', async () => {
    const { get } = await officeWithJournal();
    const { items } = followUpListSchema.parse(await (await get('/office/follow-ups?days=60')).json());
    expect(items.at(-1)?.caseId).toBe('SP-000100');
  });

  it.each([
    ['a case id', 'sp-004217', ['SP-004217']],
    ['part of a name', 'okafor', ['LN-000002']],
    ['an email', 'ana.lopez@example.com', ['AP-000007']],
    ['a phone written another way', '(608) 555-0123', ['SP-004217']],
    ['nothing that matches', 'nobody', []],
  ])('finds by %s', async (_, q, expected) => {
    const { get } = await officeWithJournal();
    const { items } = followUpListSchema.parse(await (await get(`/office/follow-ups?q=${encodeURIComponent(q)}`)).json());
    expect(items.map((item) => item.caseId)).toEqual(expected);
  });

  it.each([
    ['no days', 'days=0'],
    ['days that are not a number', 'days=abc'],
    ['more than a year', 'days=400'],
    ['a search of 101 characters', `q=${'x'.repeat(101)}`],
  ])('refuses %s with a 400', async (_, query) => {
    const { get } = await officeWithJournal();
    const response = await get(`/office/follow-ups?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'The search is not valid' });
  });

  it('says so when a search read only the newest follow-ups of the period, and not when it read them all', async () => {
    const { db, get } = await officeWithJournal();
    const search = async (q: string) => followUpListSchema.parse(await (await get(`/office/follow-ups?q=${q}`)).json());
    expect(await search('okafor')).toEqual({ items: [expect.objectContaining({ caseId: 'LN-000002' })] });

    // As many leads newer than every other follow-up as a search reads, none of them Sam Okafor's.
    for (let index = 0; index < READ_LIMIT; index++) {
      await journal(db, 'lead', `LD-${100_000 + index}`, new Date(NOW.getTime() - (index + 1) * 100).toISOString());
    }
    expect(await search('okafor')).toEqual({ items: [], searchedNewest: 5000 });
    const everything = followUpListSchema.parse(await (await get('/office/follow-ups')).json());
    expect(everything.searchedNewest).toBeUndefined();
    expect(everything.items).toHaveLength(LIST_LIMIT);
  });
});

describe('GET /office/follow-ups/:form/:caseId', () => {
  it('shows what was sent, field by field with the form’s labels', async () => {
    const { get } = await officeWithJournal();
    const detail = followUpDetailSchema.parse(await (await get('/office/follow-ups/ticket/SP-004217')).json());
    expect(detail.fields).toEqual([
      { label: 'Name', value: 'Lee Chen' },
      { label: 'Business name', value: '' },
      { label: 'Commercial customer', value: 'No' },
      { label: 'Email', value: 'lee@example.com' },
      { label: 'Phone number', value: '608.555.0123' },
      { label: 'Address', value: '12 Lake Street, Madison' },
      { label: 'Category', value: 'Audio Not Working' },
      { label: 'Month', value: '2024-05' },
      { label: 'Bought from us', value: 'Yes' },
      { label: 'Description', value: 'The living room speakers stopped playing.' },
    ]);
  });

  it('never shows a Wi-Fi password, only that one was given, before and after the journal drops it', async () => {
    const { db, get } = await officeWithJournal();
    const text = await (await get('/office/follow-ups/lan/LN-000002')).text();
    expect(text).not.toContain(VALID_BODIES.lan.passcode);
    expect(text).not.toContain(VALID_BODIES.lan.guestpasscode);
    const { fields } = followUpDetailSchema.parse(JSON.parse(text));
    expect(fields).toContainEqual({ label: 'Wi-Fi password', value: '(given)' });
    expect(fields).toContainEqual({ label: 'Guest Wi-Fi password', value: '(given)' });
    expect(fields).toContainEqual({ label: 'Network name', value: 'Okafor Home' });

    await recordDelivery(db, { form: 'lan', caseId: 'LN-000002', deliveryTokenHash: 'hash-LN-000002', delivered: true, at: hoursAgo(4) });
    expect(await purgeWifiPasswords(db, NOW)).toBe(1);
    const purged = followUpDetailSchema.parse(await (await get('/office/follow-ups/lan/LN-000002')).json());
    expect(purged.fields).toContainEqual({ label: 'Wi-Fi password', value: '(given)' });
  });

  it('shows a network form without a guest network as having no guest password', async () => {
    const { db, get } = await officeWithJournal();
    await journal(db, 'lan', 'LN-000003', hoursAgo(1), { ...VALID_BODIES.lan, guestCheck: false, GuestNetworkName: '', guestpasscode: '' });
    const { fields } = followUpDetailSchema.parse(await (await get('/office/follow-ups/lan/LN-000003')).json());
    expect(fields).toContainEqual({ label: 'Guest Wi-Fi password', value: '(none)' });
    expect(fields).toContainEqual({ label: 'Guest network', value: 'No' });
  });

  it.each(['/office/follow-ups/ticket/SP-999999', '/office/follow-ups/suggestion/SG-000001', '/office/follow-ups/lead/SP-004217'])(
    'answers 404 for %s',
    async (path) => {
      const { get } = await officeWithJournal();
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No such follow-up' });
    },
  );
});

describe('POST /office/follow-ups/:form/:caseId/handled', () => {
  it('records who marked it handled, when and their note; the list and the audit show it', async () => {
    const { app, db, cookie, person, get } = await officeWithJournal();
    const marked = await officePost(app, '/office/follow-ups/ticket/SP-004217/handled', { note: '  Called back, booked Tuesday  ' }, withCookie(cookie));
    expect(marked.status).toBe(200);
    const handled = { by: 'Jamie Lee', at: NOW.toISOString(), note: 'Called back, booked Tuesday' };
    expect(followUpDetailSchema.parse(await marked.json()).handled).toEqual(handled);
    const { items } = followUpListSchema.parse(await (await get('/office/follow-ups?q=SP-004217')).json());
    expect(items[0]?.handled).toEqual(handled);
    expect(await db.all('SELECT person_id, person_name, action, subject, detail FROM office_audit WHERE action = ?', ['handled'])).toEqual([
      { person_id: person.id, person_name: 'Jamie Lee', action: 'handled', subject: 'ticket SP-004217', detail: 'Called back, booked Tuesday' },
    ]);
  });

  it.each([
    ['a note that is not text', { note: 42 }, 400],
    ['a note too long', { note: 'x'.repeat(2001) }, 400],
    ['no note', {}, 400],
    ['a body that is not JSON', '{note:', 400],
  ])('refuses %s and stores nothing', async (_, body, status) => {
    const { app, db, cookie } = await officeWithJournal();
    const response = await officePost(app, '/office/follow-ups/ticket/SP-004217/handled', body, withCookie(cookie));
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
    expect(await db.all('SELECT * FROM office_handled')).toEqual([]);
  });

  it('refuses a body that is not JSON content with 415, and another site’s page with 403', async () => {
    const { app, db, cookie } = await officeWithJournal();
    const plain = await app.request('/office/follow-ups/ticket/SP-004217/handled', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://localhost:8080', ...withCookie(cookie) },
      body: JSON.stringify({ note: 'x' }),
    });
    expect(plain.status).toBe(415);
    const forged = await officePost(app, '/office/follow-ups/ticket/SP-004217/handled', { note: 'x' }, { ...withCookie(cookie), Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
    expect(await db.all('SELECT * FROM office_handled')).toEqual([]);
  });

  it('answers 404 for a follow-up that does not exist, storing nothing', async () => {
    const { app, db, cookie } = await officeWithJournal();
    expect((await officePost(app, '/office/follow-ups/ticket/SP-999999/handled', { note: 'x' }, withCookie(cookie))).status).toBe(404);
    expect(await db.all('SELECT * FROM office_handled')).toEqual([]);
  });
});
