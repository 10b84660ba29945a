import { serviceReleaseState } from './serviceReleaseState';

const SERVICE = 'https://releases.example.test';
const KEY = 'rk_office_read_key_for_tests';
const LIVE = { careers: { version: 'aaaaaaaaaaaa', at: '2026-06-30T10:00:00.000Z' } };
const HISTORY = [{ at: '2026-06-30T10:00:00.000Z', remote: 'careers', action: 'release', version: 'aaaaaaaaaaaa', from: null, by: 'careers-ci', key: 'k1', commit: null }];

function fakeService(status = 200) {
  const asked: Array<{ url: string; authorization: string | null }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    if (status !== 200) return Response.json({ error: 'a release key is required' }, { status });
    return Response.json(url.endsWith('/live') ? { live: { remotes: LIVE }, etag: 'e1' } : { history: HISTORY });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('serviceReleaseState', () => {
  it("reads the service's GET /live and GET /history with the worker's key", async () => {
    const { fetch, asked } = fakeService();
    expect(await serviceReleaseState({ url: SERVICE, key: KEY, fetch })()).toEqual({ live: LIVE, history: HISTORY });
    expect(asked.map(({ url }) => url).sort()).toEqual([`${SERVICE}/history`, `${SERVICE}/live`]);
    expect(asked.every(({ authorization }) => authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('fails, saying so, when the service refuses the key', async () => {
    await expect(serviceReleaseState({ url: SERVICE, key: KEY, fetch: fakeService(401).fetch })()).rejects.toThrow('the release service answered /live with 401');
  });
});
