/**
 * @jest-environment node
 */
// The live releases laid over the shell's manifest, read from a store served from memory.
import { filesFetch } from 'site-testing/filesFetch';
import { COHORTS, cohortFor, inCanary as inCanaryOf, inHoldback, signCohort } from 'site/canary';
import { signSyntheticCredential } from 'credentials/syntheticCredential';

const PREVIEW_KEY_FOR_SYNTHETIC = 'a-preview-key-of-the-synthetic-tests-0123456789';
import { signPreviewToken } from 'credentials/previewToken';
import { signOverrideGrant } from 'credentials/overrideGrant';
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
const PREVIEW_KEY = 'the-composer-test-preview-key-0123456789';
const entryOf = (version: string) => `${STORE}careers/${version}/remoteEntry.js`;

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

  describe('with a preview token', () => {
    const liveFiles = { [`${STORE}live.json`]: { remotes: { careers: { version: V1 } } } };
    const inTenMinutes = () => new Date(Date.now() + 600_000);
    const tokenFor = (remote: string, version: string, expiresAt = inTenMinutes(), key = PREVIEW_KEY) => signPreviewToken({ remote, version, expiresAt }, key);

    it('gives the request that carries it the staged version, and names it', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch, previewKey: PREVIEW_KEY });
      const choice = await source(page({ 'X-Release-Preview': await tokenFor('careers', V2) }));
      expect(careersEntry(choice)).toBe(entryOf(V2));
      expect(choice.preview).toBe(`careers@${V2}`);
      expect(await source(page())).toEqual({ manifest: { ...base, remotes: [base.remotes[0], { name: 'careers', entry: entryOf(V1) }] } });
    });

    it.each([
      ['has expired', () => tokenFor('careers', V2, new Date(Date.now() - 1_000))],
      ['was signed with another key', () => tokenFor('careers', V2, inTenMinutes(), 'another-preview-key-0123456789-abcdef')],
      ['names a remote the shell does not know', () => tokenFor('intruder', V2)],
      ['was altered', async () => (await tokenFor('careers', V2)).replace(V2, 'ffffffffffff')],
      ['is random', async () => 'f'.repeat(64)],
    ])('is ignored, and costs no read of the store, when it %s', async (_case, token) => {
      const { fetch, requests } = filesFetch(liveFiles);
      const source = releasedManifest({ base, releasesUrl: STORE, fetch, previewKey: PREVIEW_KEY });
      const choice = await source(page({ 'X-Release-Preview': await token() }));
      expect(choice.preview).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
      expect(requests).toEqual([`${STORE}live.json`]);
    });

    it('is ignored by a composer given no preview key', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch });
      const choice = await source(page({ 'X-Release-Preview': await tokenFor('careers', V2) }));
      expect(choice.preview).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
    });

    it("in the preview cookie (a pull request's preview link) gives the staged version and what the preview bar names; in the header, no bar", async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch, previewKey: PREVIEW_KEY });
      const token = await signPreviewToken({ remote: 'careers', version: V2, expiresAt: inTenMinutes(), pullRequest: 12 }, PREVIEW_KEY);
      const choice = await source(page({ Cookie: `av_cohort=3; av_preview=${token}` }));
      expect(careersEntry(choice)).toBe(entryOf(V2));
      expect(choice.preview).toBe(`careers@${V2}`);
      expect(choice.previewBar).toEqual({ remote: 'careers', version: V2, pullRequest: 12 });
      expect((await source(page({ 'X-Release-Preview': token }))).previewBar).toBeUndefined();
    });

    it.each([
      ['has expired', () => tokenFor('careers', V2, new Date(Date.now() - 1_000))],
      ['was signed with another key', () => tokenFor('careers', V2, inTenMinutes(), 'another-preview-key-0123456789-abcdef')],
      ['was altered', async () => (await tokenFor('careers', V2)).replace(V2, 'ffffffffffff')],
      ['is forged', async () => `p1.careers.${V2}.${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`],
    ])('in the preview cookie is ignored, and costs no read of the store, when it %s', async (_case, token) => {
      const { fetch, requests } = filesFetch(liveFiles);
      const source = releasedManifest({ base, releasesUrl: STORE, fetch, previewKey: PREVIEW_KEY });
      const choice = await source(page({ Cookie: `av_preview=${await token()}` }));
      expect(choice.preview).toBeUndefined();
      expect(choice.previewBar).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
      expect(requests).toEqual([`${STORE}live.json`]);
    });
  });

  describe('with an override grant', () => {
    const liveFiles = { [`${STORE}live.json`]: { remotes: { careers: { version: V1 }, marketing: { version: V1, canary: { version: V2, share: 50 } } } } };
    const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000);
    const grantFor = (versions: Record<string, string>, expiresAt = inFiveMinutes(), key = PREVIEW_KEY) => signOverrideGrant({ versions, expiresAt }, key);
    const marketingEntry = (choice: { manifest: typeof base }) => choice.manifest.remotes.find(({ name }) => name === 'marketing')?.entry;

    it('composes the request that carries it with every version it names, its own build where it names local, and names them', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch, previewKey: PREVIEW_KEY });
      const choice = await source(page({ 'X-Release-Preview': await grantFor({ careers: V2, marketing: 'local' }) }));
      expect(choice).toEqual({ manifest: { ...base, remotes: [base.remotes[0], { name: 'careers', entry: entryOf(V2) }] }, preview: `override careers@${V2}, marketing@local` });
      // No cohort is given and no canary chosen: the grant decides.
      expect(choice.cohort).toBeUndefined();
      const partial = await source(page({ 'X-Release-Preview': await grantFor({ careers: V2 }), Cookie: `av_cohort=${await signCohort(cohortFor('marketing', 50), PREVIEW_KEY)}` }));
      expect(careersEntry(partial)).toBe(entryOf(V2));
      expect(marketingEntry(partial)).toBe(`${STORE}marketing/${V2}/remoteEntry.js`);
    });

    it.each([
      ['has expired', () => grantFor({ careers: V2 }, new Date(Date.now() - 1_000))],
      ['claims to last longer than minutes', () => grantFor({ careers: V2 }, new Date(Date.now() + 16 * 60_000))],
      ['was signed with another key', () => grantFor({ careers: V2 }, inFiveMinutes(), 'another-preview-key-0123456789-abcdef')],
      ['names a remote the shell does not know', () => grantFor({ careers: V2, intruder: V2 })],
      ['was altered', async () => (await grantFor({ careers: V2 })).replace(V2, 'ffffffffffff')],
      ['is random', async () => `o1.${'1'.repeat(10)}.careers:${V2}.${'A'.repeat(43)}`],
    ])('is ignored, and costs no read of the store, when it %s', async (_case, grant) => {
      const { fetch, requests } = filesFetch(liveFiles);
      const source = releasedManifest({ base, releasesUrl: STORE, fetch, previewKey: PREVIEW_KEY });
      const choice = await source(page({ 'X-Release-Preview': await grant(), Cookie: 'av_cohort=3' }));
      expect(choice.preview).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
      expect(requests).toEqual([`${STORE}live.json`]);
    });

    it("is honoured in its cookie (a browser's check), where a preview token is not", async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch, previewKey: PREVIEW_KEY });
      const grant = await grantFor({ careers: V2, marketing: 'local' });
      const choice = await source(page({ Cookie: `theme=dark; av_override=${grant}` }));
      expect(choice.preview).toBe(`override careers@${V2}, marketing@local`);
      expect(careersEntry(choice)).toBe(entryOf(V2));
      const token = await signPreviewToken({ remote: 'careers', version: V2, expiresAt: inFiveMinutes() }, PREVIEW_KEY);
      const refused = await source(page({ Cookie: `av_override=${token}` }));
      expect(refused.preview).toBeUndefined();
      expect(careersEntry(refused)).toBe(entryOf(V1));
    });

    it('is ignored by a composer given no preview key', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(liveFiles).fetch });
      const choice = await source(page({ 'X-Release-Preview': await grantFor({ careers: V2 }) }));
      expect(choice.preview).toBeUndefined();
      expect(careersEntry(choice)).toBe(entryOf(V1));
    });
  });

  describe('with a canary', () => {
    const canaryFiles = (share: number) => ({ [`${STORE}live.json`]: { remotes: { careers: { version: V1, canary: { version: V2, share } } } } });
    const withCookie = (cookie: string) => page({ Cookie: cookie });

    const keyed = (share: number) => releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(canaryFiles(share)).fetch, previewKey: PREVIEW_KEY });
    const cohortCookie = async (cohort: number, key = PREVIEW_KEY) => `av_cohort=${await signCohort(cohort, key)}`;

    it('gives the canary to visitors in its cohorts, the live version to the rest, and a signed cohort to a visitor who has none', async () => {
      const source = keyed(50);
      const [canaryCohort, liveCohort] = [cohortFor('careers', 50), cohortFor('careers', 50, false)];
      const inIt = await source(withCookie(await cohortCookie(canaryCohort)));
      expect(careersEntry(inIt)).toBe(entryOf(V2));
      expect(inIt.cohort).toEqual({ value: canaryCohort, assigned: false });
      const outside = await source(withCookie(`theme=dark; ${await cohortCookie(liveCohort)}`));
      expect(careersEntry(outside)).toBe(entryOf(V1));
      const newcomer = await source(page());
      expect(newcomer.cohort).toEqual({ value: newcomer.cohort!.value, assigned: true, signed: await signCohort(newcomer.cohort!.value, PREVIEW_KEY) });
      expect(careersEntry(newcomer)).toBe(entryOf(inCanaryOf(newcomer.cohort!.value, 50, 'careers') ? V2 : V1));
    });

    it("never takes a client's word for its cohort: one it wrote, or signed with another key, is a newcomer's, given a cohort at random (#44)", async () => {
      const source = keyed(50);
      const canaryCohort = cohortFor('careers', 50);
      const chosen = [`av_cohort=${canaryCohort}`, await cohortCookie(canaryCohort, 'a-key-a-client-made-up-0123456789abcdef')];
      let inCanary = 0;
      for (let visit = 0; visit < 400; visit++) {
        const choice = await source(withCookie(chosen[visit % 2]!));
        expect(choice.cohort?.assigned).toBe(true);
        if (careersEntry(choice) === entryOf(V2)) inCanary++;
      }
      // Had the cookie been taken, all 400 would be in the canary; given at random, about half are.
      expect(inCanary).toBeGreaterThan(120);
      expect(inCanary).toBeLessThan(280);
    });

    it('without a preview key to sign with, keeps no cohort: each request is given one, and no cookie', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(canaryFiles(50)).fetch });
      const choice = await source(withCookie(`av_cohort=${cohortFor('careers', 50)}`));
      expect(choice.cohort).toEqual({ value: choice.cohort!.value, assigned: true });
    });

    it.each([10, 50])('puts about %i%% of many new visitors in the canary, each keeping their version on every later request', async (share) => {
      const source = keyed(share);
      let inCanary = 0;
      const visitors = 2_000;
      for (let visitor = 0; visitor < visitors; visitor++) {
        const first = await source(page());
        const cookie = `av_cohort=${first.cohort!.signed}`;
        for (let visit = 0; visit < 3; visit++) expect(careersEntry(await source(withCookie(cookie)))).toBe(careersEntry(first));
        if (careersEntry(first) === entryOf(V2)) inCanary++;
      }
      expect(Math.abs((inCanary / visitors) * 100 - share)).toBeLessThan(4);
      // 8,000 requests, each cohort signed or checked (Web Crypto): about 2 s alone, more
      // beside the other suites; Jest's 5 s default is for one request's tests.
    }, 30_000);

    it('marks a request synthetic only where its cookie carries a synthetic credential signed with the preview key, and runs a journey inside its canary whatever its cohort', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(canaryFiles(10)).fetch, previewKey: PREVIEW_KEY_FOR_SYNTHETIC });
      const credential = await signSyntheticCredential({ remote: 'careers', expiresAt: new Date(Date.now() + 10 * 60_000) }, PREVIEW_KEY_FOR_SYNTHETIC);
      const liveCohort = cohortFor('careers', 10, false);
      const journey = await source(withCookie(`${await cohortCookie(liveCohort, PREVIEW_KEY_FOR_SYNTHETIC)}; av_synthetic=${credential}`));
      expect(journey).toMatchObject({ synthetic: 'careers', cohort: { value: liveCohort, assigned: false } });
      expect(careersEntry(journey)).toBe(entryOf(V2));
      // A newcomer's journey too.
      expect(careersEntry(await source(withCookie(`av_synthetic=${credential}`)))).toBe(entryOf(V2));
      const forged = await signSyntheticCredential({ remote: 'careers', expiresAt: new Date(Date.now() + 10 * 60_000) }, 'a-key-a-visitor-made-up-0123456789abcdef');
      const forgedChoice = await source(withCookie(`${await cohortCookie(liveCohort, PREVIEW_KEY_FOR_SYNTHETIC)}; av_synthetic=${forged}`));
      expect(forgedChoice.synthetic).toBeUndefined();
      expect(careersEntry(forgedChoice)).toBe(entryOf(V1));
      expect((await source(withCookie(await cohortCookie(liveCohort, PREVIEW_KEY_FOR_SYNTHETIC)))).synthetic).toBeUndefined();
      const unkeyed = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(canaryFiles(50)).fetch });
      expect((await unkeyed(withCookie(`av_synthetic=${credential}`))).synthetic).toBeUndefined();
    });

    it('gives no cohort while no canary runs', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch({ [`${STORE}live.json`]: { remotes: { careers: { version: V1 } } } }).fetch });
      expect((await source(page())).cohort).toBeUndefined();
    });
  });

  describe("with a release's holdback (#44 item 3)", () => {
    const holdbackFiles = (until: string) => ({ [`${STORE}live.json`]: { remotes: { careers: { version: V2, holdback: { version: V1, share: 5, until } } } } });
    const cohortCookie = async (cohort: number) => `av_cohort=${await signCohort(cohort, PREVIEW_KEY)}`;
    const [held, notHeld] = [Array.from({ length: COHORTS }, (_, c) => c).find((c) => inHoldback(c, 5, 'careers'))!, cohortFor('careers', 50)];

    it('keeps the version before for visitors in its cohorts until its time is up, the release for the rest', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(holdbackFiles('2999-01-01T00:00:00.000Z')).fetch, previewKey: PREVIEW_KEY });
      expect(careersEntry(await source(page({ Cookie: await cohortCookie(held) })))).toBe(entryOf(V1));
      expect(careersEntry(await source(page({ Cookie: await cohortCookie(notHeld) })))).toBe(entryOf(V2));
      // A new visitor is given a cohort, as while a canary runs.
      expect((await source(page())).cohort).toMatchObject({ assigned: true });
    });

    it('keeps nothing back once its time is up, and gives no cohort for it', async () => {
      const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch(holdbackFiles('2020-01-01T00:00:00.000Z')).fetch, previewKey: PREVIEW_KEY });
      expect(careersEntry(await source(page({ Cookie: await cohortCookie(held) })))).toBe(entryOf(V2));
      expect((await source(page())).cohort).toBeUndefined();
    });
  });

  it('answers remotes.json with the manifest a request is composed with, kept private for a preview', async () => {
    const source = releasedManifest({ base, releasesUrl: STORE, fetch: filesFetch({}).fetch, previewKey: PREVIEW_KEY });
    const live = await remotesJson(source, page());
    expect(live.headers.get('Cache-Control')).toBe('no-cache');
    expect(await live.json()).toEqual(base);
    const token = await signPreviewToken({ remote: 'careers', version: V2, expiresAt: new Date(Date.now() + 600_000) }, PREVIEW_KEY);
    const preview = await remotesJson(source, page({ 'X-Release-Preview': token }));
    expect(preview.headers.get('Cache-Control')).toBe('private, no-store');
    expect(careersEntry({ manifest: await preview.json() })).toBe(entryOf(V2));
  });
});
