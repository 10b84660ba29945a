/**
 * @jest-environment node
 */
// A pull request's preview of several remotes (#44): the set's rules, the manifest it
// composes (every staged remote laid over the live ones, checked with no store read), and
// the bar that names them all.
import { filesFetch } from 'site-testing/filesFetch';
import { signPreviewToken } from 'credentials/previewToken';
import { careersFiles, composer, get, manifest } from './composerFixtures';
import { previewLabel } from './PreviewBar';
import { releasedManifest } from './releasedManifest';
import { MAX_PREVIEW_SET, previewNames, previewSetOf, previewTokensOf } from './previewSet';

const STORE = 'https://releases.example.com/';
const KEY = 'the-preview-set-test-preview-key-0123456789';
const V1 = '0123456789ab';
const V2 = 'ba9876543210';
const V3 = '3f2a91c0d1e2';
const base = {
  remotes: [
    { name: 'marketing', entry: 'https://marketing.example.com/remoteEntry.js' },
    { name: 'careers', entry: 'https://careers.example.com/remoteEntry.js' },
    { name: 'guides', entry: 'https://guides.example.com/remoteEntry.js' },
  ],
  worker: 'https://api.example.com',
};
const liveFiles = { [`${STORE}live.json`]: { remotes: { careers: { version: V1 }, guides: { version: V1 } } } };
const inTenMinutes = () => new Date(Date.now() + 600_000);
const tokenOf = (remote: string, version: string, pullRequest?: number, expiresAt = inTenMinutes()) =>
  signPreviewToken({ remote, version, expiresAt, ...(pullRequest === undefined ? {} : { pullRequest }) }, KEY);
const page = (headers: Record<string, string>) => new Request('http://localhost/apply', { headers });
const entries = (choice: { manifest: typeof base }) => Object.fromEntries(choice.manifest.remotes.map(({ name, entry }) => [name, entry]));

describe('a preview set', () => {
  it("is its tokens joined by '~', one token a set of one; an empty, overlong or gapped value holds none", () => {
    expect(previewTokensOf('p1.a~p1.b')).toEqual(['p1.a', 'p1.b']);
    expect(previewTokensOf('p1.a')).toEqual(['p1.a']);
    for (const value of ['', 'p1.a~', '~p1.a', 'p1.a~~p1.b', Array.from({ length: MAX_PREVIEW_SET + 1 }, () => 'p1.a').join('~')]) expect(previewTokensOf(value)).toEqual([]);
  });

  it("grants every remote's version until its shortest token expires, for one pull request; nothing where one token failed its check", () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, minutes));
    const set = previewSetOf([
      { remote: 'careers', version: V2, expiresAt: at(30), pullRequest: 12 },
      { remote: 'marketing', version: V3, expiresAt: at(10), pullRequest: 12 },
    ]);
    expect(set).toEqual({ parts: [{ remote: 'careers', version: V2 }, { remote: 'marketing', version: V3 }], expiresAt: at(10), pullRequest: 12 });
    expect(previewNames(set!)).toBe(`careers@${V2}, marketing@${V3}`);
    expect(previewSetOf([{ remote: 'careers', version: V2, expiresAt: at(30) }, undefined])).toBeUndefined();
    expect(previewSetOf([])).toBeUndefined();
  });

  it('composes the request with every staged remote and the rest live, names them, and draws the bar only from the cookie', async () => {
    const { fetch, requests } = filesFetch(liveFiles);
    const source = releasedManifest({ base, releasesUrl: STORE, fetch, previewKey: KEY });
    const set = [await tokenOf('careers', V2, 12), await tokenOf('marketing', V3, 12)].join('~');
    const choice = await source(page({ Cookie: `av_preview=${set}` }));
    expect(entries(choice)).toEqual({
      marketing: `${STORE}marketing/${V3}/remoteEntry.js`,
      careers: `${STORE}careers/${V2}/remoteEntry.js`,
      guides: `${STORE}guides/${V1}/remoteEntry.js`,
    });
    expect(choice.preview).toBe(`careers@${V2}, marketing@${V3}`);
    expect(choice.previewBar).toEqual({ remote: 'careers', version: V2, pullRequest: 12, also: [{ remote: 'marketing', version: V3 }] });
    const smoke = await source(page({ 'X-Release-Preview': set }));
    expect(smoke.preview).toBe(`careers@${V2}, marketing@${V3}`);
    expect(smoke.previewBar).toBeUndefined();
    // Checked by its bytes: live.json was read, nothing else.
    expect(requests).toEqual([`${STORE}live.json`]);
  });

  it.each([
    ['one token was altered', async () => [await tokenOf('careers', V2, 12), (await tokenOf('marketing', V3, 12)).replace(V3, 'ffffffffffff')].join('~')],
    ['it mixes two pull requests', async () => [await tokenOf('careers', V2, 12), await tokenOf('marketing', V3, 13)].join('~')],
    ['it names a remote the shell does not know', async () => [await tokenOf('careers', V2, 12), await tokenOf('intruder', V3, 12)].join('~')],
  ])('is ignored as a whole, and costs no read of the store, where %s', async (_case, value) => {
    const { fetch, requests } = filesFetch(liveFiles);
    const choice = await releasedManifest({ base, releasesUrl: STORE, fetch, previewKey: KEY })(page({ Cookie: `av_preview=${await value()}` }));
    expect(choice.preview).toBeUndefined();
    expect(choice.previewBar).toBeUndefined();
    expect(entries(choice).careers).toBe(`${STORE}careers/${V1}/remoteEntry.js`);
    expect(requests).toEqual([`${STORE}live.json`]);
  });

  it('is named whole by the preview bar, each version shortened, then the pull request', async () => {
    expect(previewLabel({ remote: 'careers', version: V2, pullRequest: 12, also: [{ remote: 'marketing', version: V3 }] })).toBe('Preview: careers @ ba98765, marketing @ 3f2a91c, pull request 12');
    expect(previewLabel({ remote: 'careers', version: V2 })).toBe('Preview: careers @ ba98765');
    const bar = { remote: 'careers', version: V2, pullRequest: 12, also: [{ remote: 'staffhub', version: V3 }] };
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest, preview: `careers@${V2}, staffhub@${V3}`, previewBar: bar }));
    const response = await get(compose, '/apply');
    expect(response.headers.get('X-Release-Preview')).toBe(`careers@${V2}, staffhub@${V3}`);
    expect(await response.text()).toContain('<aside class="av-preview-bar" aria-label="Preview">Preview: careers @ ba98765, staffhub @ 3f2a91c, pull request 12 · <a href="/__preview/leave?to=%2Fapply">Leave preview</a></aside>');
  });
});
