import { createSandbox } from '../app';
import { EMAILJS_MESSAGES } from './messages';

const SENT_AT = new Date('2025-06-01T14:30:00.000Z');

// What @emailjs/browser 4.4.1 posts for send('service_sandbox', 'template_ticket_receipt', params).
const validSend = {
  lib_version: '4.4.1',
  user_id: 'sandbox-public-key',
  service_id: 'service_sandbox',
  template_id: 'template_ticket_receipt',
  template_params: { name: 'Lee Chen', UUID: 'SP-004217' },
};

const send = (app: ReturnType<typeof createSandbox>, body: unknown) =>
  app.request('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function sentEmails(app: ReturnType<typeof createSandbox>) {
  return ((await (await app.request('/__sandbox/emails')).json()) as { emails: unknown[] }).emails;
}

describe('POST /api/v1.0/email/send', () => {
  it('accepts a valid send with 200 OK as text and records it', async () => {
    const app = createSandbox({ now: () => SENT_AT });

    const response = await send(app, validSend);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    expect(await sentEmails(app)).toEqual([
      {
        id: expect.any(String),
        receivedAt: SENT_AT.toISOString(),
        serviceId: 'service_sandbox',
        templateId: 'template_ticket_receipt',
        params: { name: 'Lee Chen', UUID: 'SP-004217' },
      },
    ]);
  });

  it('accepts a send without template params, and the private key as access token without recording it', async () => {
    const app = createSandbox({ emailjs: { privateKey: 'private-key-123' } });
    const { template_params: _params, ...withoutParams } = validSend;
    const response = await send(app, { ...withoutParams, accessToken: 'private-key-123' });
    expect(response.status).toBe(200);
    const emails = await sentEmails(app);
    expect(emails).toEqual([expect.objectContaining({ params: {} })]);
    expect(JSON.stringify(emails)).not.toContain('private-key-123');
  });

  it('accepts the ids it is configured with', async () => {
    const app = createSandbox({ emailjs: { publicKey: 'pk_test', serviceId: 'service_test' } });
    expect((await send(app, { ...validSend, user_id: 'pk_test', service_id: 'service_test' })).status).toBe(200);
    expect(await (await send(app, validSend)).text()).toBe(EMAILJS_MESSAGES.publicKeyInvalid);
  });

  it.each([
    ['an unknown public key', { ...validSend, user_id: 'someone-else' }, 400, EMAILJS_MESSAGES.publicKeyInvalid],
    ['a missing public key', { ...validSend, user_id: undefined }, 400, EMAILJS_MESSAGES.publicKeyInvalid],
    ['an unknown service id', { ...validSend, service_id: 'service_other' }, 400, EMAILJS_MESSAGES.serviceIdInvalid],
    ['a missing service id', { ...validSend, service_id: undefined }, 400, EMAILJS_MESSAGES.serviceIdInvalid],
    ['a template id of the wrong shape', { ...validSend, template_id: 'ticket-receipt' }, 400, EMAILJS_MESSAGES.templateIdInvalid],
    ['a template id in capitals', { ...validSend, template_id: 'template_Receipt' }, 400, EMAILJS_MESSAGES.templateIdInvalid],
    ['a missing template id', { ...validSend, template_id: undefined }, 400, EMAILJS_MESSAGES.templateIdInvalid],
    ['template params that are a string', { ...validSend, template_params: 'name=Lee' }, 400, EMAILJS_MESSAGES.templateParamsInvalid],
    ['template params that are a list', { ...validSend, template_params: ['Lee'] }, 400, EMAILJS_MESSAGES.templateParamsInvalid],
    ['an access token that is not text', { ...validSend, accessToken: 42 }, 403, EMAILJS_MESSAGES.accessTokenInvalid],
    ['an access token that is not the private key', { ...validSend, accessToken: 'guessed-key' }, 403, EMAILJS_MESSAGES.accessTokenInvalid],
    ['a body that is not JSON', '{"user_id": ', 400, EMAILJS_MESSAGES.bodyInvalid],
    ['a JSON list', '[]', 400, EMAILJS_MESSAGES.bodyInvalid],
    ['template params over 50 KB', { ...validSend, template_params: { message: 'x'.repeat(51 * 1024) } }, 413, EMAILJS_MESSAGES.variablesTooLarge],
  ])('refuses %s with the service text and records nothing', async (_name, body, status, message) => {
    const app = createSandbox();

    const response = await send(app, body);

    expect(response.status).toBe(status);
    expect(await response.text()).toBe(message);
    expect(await sentEmails(app)).toEqual([]);
  });

  it('checks the public key before the service and the template', async () => {
    const app = createSandbox();
    const response = await send(app, { ...validSend, user_id: 'x', service_id: 'y', template_id: 'z' });
    expect(await response.text()).toBe(EMAILJS_MESSAGES.publicKeyInvalid);
  });
});

describe('failure modes', () => {
  const setFailure = (app: ReturnType<typeof createSandbox>, body: unknown) =>
    app.request('/__sandbox/emails/failure', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('fails every send while always failing, records nothing, and recovers when turned off', async () => {
    const app = createSandbox();
    await setFailure(app, { mode: 'always' });

    const failed = await send(app, validSend);

    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe(EMAILJS_MESSAGES.unavailable);
    expect(await sentEmails(app)).toEqual([]);

    await setFailure(app, { mode: 'off' });
    expect((await send(app, validSend)).status).toBe(200);
    expect(await sentEmails(app)).toHaveLength(1);
  });

  it('fails the share of sends the ratio gives, by the dice', async () => {
    const rolls = [0.1, 0.9, 0.29, 0.3];
    const app = createSandbox({ random: () => rolls.shift()! });
    await setFailure(app, { mode: 'ratio', ratio: 0.3 });

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(app, validSend)).status);

    expect(statuses).toEqual([500, 200, 500, 200]);
    expect(await sentEmails(app)).toHaveLength(2);
  });

  it('fails only the sends with a parameter equal to the match, whatever the template', async () => {
    const app = createSandbox();
    await setFailure(app, { mode: 'always', match: 'erin@example.com' });

    const mine = await send(app, { ...validSend, template_params: { to_email: 'erin@example.com' } });
    const mineToStaff = await send(app, { ...validSend, template_id: 'template_other', template_params: { email: 'erin@example.com' } });
    const someoneElse = await send(app, { ...validSend, template_params: { to_email: 'lee@example.com' } });
    const noParams = await send(app, { ...validSend, template_params: undefined });

    expect([mine.status, mineToStaff.status, someoneElse.status, noParams.status]).toEqual([500, 500, 200, 200]);
    expect(await sentEmails(app)).toHaveLength(2);
  });

  it('still answers a bad request as a bad request while failing', async () => {
    const app = createSandbox();
    await setFailure(app, { mode: 'always' });
    const response = await send(app, { ...validSend, service_id: 'service_other' });
    expect(response.status).toBe(400);
  });
});
