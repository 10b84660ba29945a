import { sign } from 'hono/jwt';
import { HUB_TOPICS } from 'contract/data/hubTopics';
import { hubTopicListSchema, hubTopicSchema } from 'contract/schemas/hubContent';
import { createTestApp, SITE_ORIGIN, TEST_SECRETS } from '../../test/testApp';

const START = new Date('2025-06-01T08:00:00.000Z');
const TWELVE_HOURS = 12 * 60 * 60 * 1000;

async function unlockedApp() {
  let now = START;
  const { app } = await createTestApp({ now: () => now });
  const response = await app.request('/passcode', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN }, body: TEST_SECRETS.PASSCODE });
  const { token } = (await response.json()) as { token: string };
  const get = (path: string, bearer: string | null = token) =>
    app.request(path, { headers: bearer === null ? {} : { Authorization: `Bearer ${bearer}` } });
  return { app, token, get, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const PATHS = ['/hub/topics', '/hub/topics/sonos', '/hub/images/sonos-bridge-chain'];

describe('the hub without a valid token', () => {
  it.each(PATHS)('answers %s with 401 and none of the content when there is no token', async (path) => {
    const { get } = await unlockedApp();
    const response = await get(path, null);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({ error: 'A valid unlock token is required' });
  });

  it('refuses a token that is not sent as a Bearer token', async () => {
    const { app, token } = await unlockedApp();
    for (const authorization of [token, `Basic ${token}`, `Bearer  ${token}`, 'Bearer true']) {
      expect((await app.request('/hub/topics', { headers: { Authorization: authorization } })).status).toBe(401);
    }
  });

  it('refuses the token once it has expired', async () => {
    const { get, advance } = await unlockedApp();
    advance(TWELVE_HOURS - 1000);
    expect((await get('/hub/topics')).status).toBe(200);
    advance(1000);
    expect((await get('/hub/topics')).status).toBe(401);
  });

  it('refuses the token with any one byte changed', async () => {
    const { get, token } = await unlockedApp();
    for (let index = 0; index < token.length; index++) {
      if (token[index] === '.') continue;
      const changed = token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
      expect((await get('/hub/topics', changed)).status).toBe(401);
    }
  });

  it('refuses a well-formed token signed with another key', async () => {
    const { get } = await unlockedApp();
    const exp = Math.floor(START.getTime() / 1000) + 3600;
    const forged = await sign({ sub: 'staff', aud: 'staff-hub', exp }, 'an-attacker-guess-at-the-signing-key-00', 'HS256');
    expect((await get('/hub/topics', forged)).status).toBe(401);
  });
});

describe('the hub with a valid token', () => {
  it('lists every topic in the hub order, with its section count, for this browser only', async () => {
    const { get } = await unlockedApp();
    const response = await get('/hub/topics');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { topics } = hubTopicListSchema.parse(await response.json());
    expect(topics.map((topic) => [topic.key, topic.title])).toEqual(HUB_TOPICS.map((topic) => [topic.slug, topic.name]));
    expect(topics.find((topic) => topic.key === 'urcremotes')?.sectionCount).toBe(11);
    expect(topics.find((topic) => topic.key === 'sonos')?.sectionCount).toBe(10);
  });

  it.each(HUB_TOPICS.map((topic) => topic.slug))('serves the %s topic, valid by the shared schema', async (slug) => {
    const { get } = await unlockedApp();
    const response = await get(`/hub/topics/${slug}`);
    expect(response.status).toBe(200);
    expect(hubTopicSchema.parse(await response.json()).key).toBe(slug);
  });

  it('numbers the remote-control guides 0 to 10 and the speaker guides 1 to 10', async () => {
    const { get } = await unlockedApp();
    const labels = async (slug: string) =>
      hubTopicSchema.parse(await (await get(`/hub/topics/${slug}`)).json()).sections.map((section) => section.label);
    expect(await labels('urcremotes')).toEqual(Array.from({ length: 11 }, (_, n) => `Section ${n}`));
    expect(await labels('sonos')).toEqual(Array.from({ length: 10 }, (_, n) => `Section ${n + 1}`));
  });

  it('answers an unknown topic or image with 404', async () => {
    const { get } = await unlockedApp();
    expect((await get('/hub/topics/gardening')).status).toBe(404);
    expect((await get('/hub/images/nope')).status).toBe(404);
    expect((await get('/hub/images/constructor')).status).toBe(404);
  });

  it('serves a diagram as SVG', async () => {
    const { get } = await unlockedApp();
    const response = await get('/hub/images/sonos-bridge-chain');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="720" height="280"/);
  });
});
