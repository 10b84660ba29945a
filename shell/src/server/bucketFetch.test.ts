/**
 * @jest-environment node
 */
// The composer on Workers reads the release store from its bucket binding.
import { bucketFetch, type ReleaseBucket } from './bucketFetch';

const STORE = 'https://releases.example.com/';

function bucketOf(objects: Record<string, { text: string; contentType: string }>) {
  const reads: string[] = [];
  const bucket: ReleaseBucket = {
    get: async (key) => {
      reads.push(key);
      const object = objects[key];
      if (!object) return null;
      return {
        body: new Response(object.text).body!,
        httpEtag: `"etag-of-${key}"`,
        writeHttpMetadata: (headers) => headers.set('Content-Type', object.contentType),
      };
    },
  };
  return { bucket, reads };
}

describe("the store's bucket as a fetch", () => {
  const live = { 'live.json': { text: '{"remotes":{}}', contentType: 'application/json' }, 'careers/0123456789ab/ssr/index.json': { text: '{"pages":{}}', contentType: 'application/json' } };

  it('answers the store’s addresses from the bucket, with the metadata they were written with', async () => {
    const { bucket, reads } = bucketOf(live);
    const read = bucketFetch(bucket, STORE, () => Promise.reject(new Error('no network')));
    const response = await read(`${STORE}careers/0123456789ab/ssr/index.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('ETag')).toBe('"etag-of-careers/0123456789ab/ssr/index.json"');
    expect(await response.json()).toEqual({ pages: {} });
    expect(await (await read(new URL(`${STORE}live.json`))).json()).toEqual({ remotes: {} });
    expect(reads).toEqual(['careers/0123456789ab/ssr/index.json', 'live.json']);
  });

  it('answers 404 for a key the bucket does not hold, as the store over HTTP would', async () => {
    const { bucket } = bucketOf(live);
    expect((await bucketFetch(bucket, STORE)(`${STORE}careers/ffffffffffff/remoteEntry.js`)).status).toBe(404);
  });

  it('reads a store under a path, and leaves every other address to the network', async () => {
    const { bucket, reads } = bucketOf(live);
    const network = jest.fn(async () => new Response('from the network'));
    const read = bucketFetch(bucket, 'https://cdn.example.com/releases', network);
    expect(await (await read('https://cdn.example.com/releases/live.json')).json()).toEqual({ remotes: {} });
    expect(await (await read('https://careers.example.com/remoteEntry.js')).text()).toBe('from the network');
    expect(await (await read('https://cdn.example.com/releases-other/live.json')).text()).toBe('from the network');
    expect(reads).toEqual(['live.json']);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('writes nothing and honours a request that was called off', async () => {
    const { bucket, reads } = bucketOf(live);
    const read = bucketFetch(bucket, STORE);
    expect((await read(`${STORE}live.json`, { method: 'PUT', body: '{}' })).status).toBe(405);
    expect((await read(`${STORE}live.json`, { method: 'POST', body: '{}' })).status).toBe(405);
    await expect(read(`${STORE}live.json`, { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(reads).toEqual([]);
  });

  it("asks the store's host, over the network, for a refused form's page", async () => {
    const { bucket, reads } = bucketOf(live);
    const network = jest.fn(async () => Response.json({ html: '<form></form>' }));
    const read = bucketFetch(bucket, STORE, network);
    const response = await read(`${STORE}careers/0123456789ab/ssr/refusal`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ html: '<form></form>' });
    expect(network).toHaveBeenCalledWith(`${STORE}careers/0123456789ab/ssr/refusal`, { method: 'POST', body: '{}' });
    expect(reads).toEqual([]);
  });

  it('gives up a get that never answers once the signal aborts (a get takes no signal of its own)', async () => {
    const hanging: ReleaseBucket = { get: () => new Promise(() => undefined) };
    const read = bucketFetch(hanging, STORE);
    await expect(read(`${STORE}live.json`, { signal: AbortSignal.timeout(20) })).rejects.toThrow(/timeout/i);
  });
});
