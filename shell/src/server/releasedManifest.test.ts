/**
 * @jest-environment node
 */
// The live releases laid over the shell's manifest, read from a store served from memory.
import { filesFetch } from 'site-testing/filesFetch';
import { releasedManifest, remotesJson } from './releasedManifest';

const STORE = 'https://releases.example.com/';
const base = {
  remotes: [
    { name: 'marketing', entry: 'https://marketing.example.com/remoteEntry.js' },
    { name: 'careers', entry: 'https://careers.example.com/remoteEntry.js' },
  ],
  worker: 'https://api.example.com',
};
const V1 = '0123456789ab';
const V2 = 'ba9876543210';
const TOKEN = 'f'.repeat(64);
const entryOf = (version: string) => `${STORE}careers/${version}/remoteEntry.js`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();


const page = (headers: Record<string, string> = {}) => new Request('http://localhost/apply', { headers });
const careersEntry = (choice: { manifest: typeof base }) => choice.manifest.remotes.find(({ name }) => name === 'careers')?.entry;

describe('the released manifest', () => {
  it("is the shell's own while nothing is released", async () => {
    const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch({}).fetch });
    expect(await source(page())).toEqual({ manifest: base });
  });

  it("points a released remote at its version's folder in the store and leaves the others be", async () => {
    const files = { [`${STORE}live.json`]: { remotes: { careers: { version: V1, at: '2026-11-24T01:00:00Z' } } } };
    const { manifest } = await releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(files).fetch })(page());
    expect(manifest.remotes).toEqual([base.remotes[0], { name: 'careers', entry: entryOf(V1) }]);
    expect(manifest.worker).toBe(base.worker);
  });

  it('shows a switch once what it read is older than its ttl, reading the store once for requests in between', async () => {
    const files: Record<string, unknown> = { [`${STORE}live.json`]: { remotes: { careers: { version: V1 } } } };
    const { fetch, requests } = filesFetch(files);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const source = releasedManifest({ base, releasesUrl: STORE, fetch, ttlMs: 1_000 });
    expect(careersEntry(await source(page()))).toBe(entryOf(V1));

    files[`${STORE}live.json`] = { remotes: { careers: { version: V2 } } };
    now.mockReturnValue(1_000_999);
    expect(careersEntry(await source(page()))).toBe(entryOf(V1));
    expect(requests).toHaveLength(1);
    now.mockReturnValue(1_001_000);
    expect(careersEntry(await source(page()))).toBe(entryOf(V2));
  });

  it('keeps the releases it read last when the store fails or answers something else, and says so once', async () => {
    const files: Record<string, unknown> = { [`${STORE}live.json`]: { remotes: { careers: { version: V1 } } } };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(files).fetch, ttlMs: 0 });
    await source(page());

    files[`${STORE}live.json`] = new TypeError('fetch failed');
    expect(careersEntry(await source(page()))).toBe(entryOf(V1));
    expect(careersEntry(await source(page()))).toBe(entryOf(V1));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("the release store's live.json could not be read (TypeError: fetch failed)"));

    files[`${STORE}live.json`] = { remotes: { careers: { version: V2 } } };
    expect(careersEntry(await source(page()))).toBe(entryOf(V2));
    files[`${STORE}live.json`] = { remotes: { careers: { version: '../../evil' } } };
    expect(careersEntry(await source(page()))).toBe(entryOf(V2));
    expect(logged).toHaveBeenLastCalledWith(expect.stringContaining('(it is malformed)'));
    expect(logged).toHaveBeenCalledTimes(2);
  });

  describe('with a preview grant', () => {
    const grantFiles = (grant: Record<string, unknown>) => ({
      [`${STORE}live.json`]: { remotes: { careers: { version: V1 } } },
      [`${STORE}previews/${TOKEN}.json`]: grant,
    });

    it('gives the request that carries its token the staged version, and names it', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(grantFiles({ remote: 'careers', version: V2, expiresAt: inAnHour() })).fetch });
      const choice = await source(page({ 'X-Release-Preview': TOKEN }));
      expect(careersEntry(choice)).toBe(entryOf(V2));
      expect(choice.preview).toBe(`careers@${V2}`);
      expect(await source(page())).toEqual({ manifest: { ...base, remotes: [base.remotes[0], { name: 'careers', entry: entryOf(V1) }] } });
    });

    it.each([
      ['has expired', { remote: 'careers', version: V2, expiresAt: '2026-01-01T00:00:00Z' }],
      ['names a remote the shell does not know', { remote: 'intruder', version: V2, expiresAt: inAnHour() }],
      ['is malformed', { remote: 'careers', version: 'latest', expiresAt: inAnHour() }],
    ])('is ignored when it %s', async (_case, grant) => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(grantFiles(grant)).fetch });
      const choice = await source(page({ 'X-Release-Preview': TOKEN }));
      expect(choice.preview).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
    });

    it('never asks the store about a token that is not one', async () => {
      const { fetch, requests } = filesFetch(grantFiles({ remote: 'careers', version: V2, expiresAt: inAnHour() }));
      const source = releasedManifest({ base, releasesUrl: STORE, fetch });
      expect((await source(page({ 'X-Release-Preview': '../live' }))).preview).toBeUndefined();
      expect(requests).toEqual([`${STORE}live.json`]);
    });
  });

  it('answers remotes.json with the manifest a request is composed with, kept private for a preview', async () => {
    const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch({ [`${STORE}previews/${TOKEN}.json`]: { remote: 'careers', version: V2, expiresAt: inAnHour() } }).fetch });
    const live = await remotesJson(source, page());
    expect(live.headers.get('Cache-Control')).toBe('no-cache');
    expect(await live.json()).toEqual(base);
    const preview = await remotesJson(source, page({ 'X-Release-Preview': TOKEN }));
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    expect(careersEntry({ manifest: await preview.json() })).toBe(entryOf(V2));
  });
});
