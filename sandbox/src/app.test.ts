import { createSandbox } from './app';

describe('the sandbox app', () => {
  it('answers a CORS preflight from any origin for a JSON post', async () => {
    const response = await createSandbox().request('/api/v1.0/email/send', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets any origin read the answers, errors included', async () => {
    const response = await createSandbox().request('/api/v1.0/email/send', {
      method: 'POST',
      headers: { Origin: 'https://somewhere.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('sends nosniff and no-referrer, and nothing that would stop the site framing its pages', async () => {
    const response = await createSandbox().request('/captcha/api.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
  });

  it('answers 404 for a path no stand-in serves', async () => {
    expect((await createSandbox().request('/api/v1.0/email/send-form-nope')).status).toBe(404);
  });
});
