import { createSandbox } from '../app';
import { OUTBOX_CAPACITY } from './outbox';

const sendTemplate = (app: ReturnType<typeof createSandbox>, templateId: string, params: object = {}) =>
  app.request('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: 'sandbox-public-key', service_id: 'service_sandbox', template_id: templateId, template_params: params }),
  });

const putFailure = (app: ReturnType<typeof createSandbox>, body: string) =>
  app.request('/__sandbox/emails/failure', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });

describe('/__sandbox/emails', () => {
  it('lists the recorded emails in the order they came, optionally by template', async () => {
    const app = createSandbox();
    await sendTemplate(app, 'template_ticket_receipt', { n: 1 });
    await sendTemplate(app, 'template_ticket_audio', { n: 2 });
    await sendTemplate(app, 'template_ticket_receipt', { n: 3 });

    const all = (await (await app.request('/__sandbox/emails')).json()) as { emails: { id: string; params: object }[] };
    const receipts = (await (await app.request('/__sandbox/emails?template=template_ticket_receipt')).json()) as { emails: { params: object }[] };

    expect(all.emails.map((email) => email.params)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(new Set(all.emails.map((email) => email.id)).size).toBe(3);
    expect(receipts.emails.map((email) => email.params)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('clears the recorded emails', async () => {
    const app = createSandbox();
    await sendTemplate(app, 'template_lan');
    await sendTemplate(app, 'template_lan');

    const cleared = await app.request('/__sandbox/emails', { method: 'DELETE' });

    expect(await cleared.json()).toEqual({ cleared: 2 });
    expect(await (await app.request('/__sandbox/emails')).json()).toEqual({ emails: [] });
  });

  it('keeps only the latest emails past its capacity', async () => {
    const app = createSandbox();
    for (let n = 0; n < OUTBOX_CAPACITY + 2; n++) await sendTemplate(app, 'template_lan', { n });
    const { emails } = (await (await app.request('/__sandbox/emails')).json()) as { emails: { params: { n: number } }[] };
    expect(emails).toHaveLength(OUTBOX_CAPACITY);
    expect(emails[0]!.params.n).toBe(2);
  });

  it('reports and changes the failure mode', async () => {
    const app = createSandbox();
    expect(await (await app.request('/__sandbox/emails/failure')).json()).toEqual({ mode: 'off' });

    const set = await putFailure(app, JSON.stringify({ mode: 'ratio', ratio: 0.5 }));

    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ mode: 'ratio', ratio: 0.5 });
    expect(await (await app.request('/__sandbox/emails/failure')).json()).toEqual({ mode: 'ratio', ratio: 0.5 });

    const matched = await putFailure(app, JSON.stringify({ mode: 'always', match: 'erin@example.com' }));
    expect(await matched.json()).toEqual({ mode: 'ratio', ratio: 0.5, matching: [{ mode: 'always', match: 'erin@example.com' }] });
  });

  it('keeps each match failing until that match is switched off, so two tests failing their own emails never undo each other', async () => {
    const app = createSandbox();
    await putFailure(app, JSON.stringify({ mode: 'always', match: 'erin@example.com' }));
    await putFailure(app, JSON.stringify({ mode: 'always', match: 'office@example.com' }));
    await putFailure(app, JSON.stringify({ mode: 'off', match: 'erin@example.com' }));
    expect(await (await app.request('/__sandbox/emails/failure')).json()).toEqual({
      mode: 'off',
      matching: [{ mode: 'always', match: 'office@example.com' }],
    });
    expect((await sendTemplate(app, 'template_lan', { email: 'erin@example.com' })).status).toBe(200);
    expect((await sendTemplate(app, 'template_lan', { email: 'office@example.com' })).status).not.toBe(200);

    await putFailure(app, JSON.stringify({ mode: 'off' }));
    expect(await (await app.request('/__sandbox/emails/failure')).json()).toEqual({ mode: 'off' });
    expect((await sendTemplate(app, 'template_lan', { email: 'office@example.com' })).status).toBe(200);
  });

  it.each([
    ['an unknown mode', JSON.stringify({ mode: 'sometimes' })],
    ['a ratio without its number', JSON.stringify({ mode: 'ratio' })],
    ['a ratio above 1', JSON.stringify({ mode: 'ratio', ratio: 1.5 })],
    ['a ratio on another mode', JSON.stringify({ mode: 'always', ratio: 0.5 })],
    ['a body that is not JSON', 'always'],
    ['an empty match', JSON.stringify({ mode: 'always', match: '' })],
  ])('refuses %s and keeps the mode', async (_name, body) => {
    const app = createSandbox();
    const response = await putFailure(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await (await app.request('/__sandbox/emails/failure')).json()).toEqual({ mode: 'off' });
  });
});
