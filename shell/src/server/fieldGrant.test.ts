/**
 * @jest-environment node
 */
// Each composed page's field grant: signed per response in a Server-Timing header, naming
// the versions the page was composed with, its cohort, and whether it counts, while the
// page's bytes (kept drawn and, on Node, kept encoded) stay the same for every visitor.
import { DEVELOPMENT_FIELD_GRANT_KEY, verifyFieldGrant } from 'credentials/fieldGrant';
import { PREVIEW_HEADER } from 'site/releaseLayout';
import { createEncodedPages } from './encodedPages';
import { fieldGrants } from './fieldGrant';
import type { ManifestChoice } from './releasedManifest';

const KEY = DEVELOPMENT_FIELD_GRANT_KEY;
const manifest = {
  remotes: [
    { name: 'careers', entry: 'https://releases.example.com/careers/0123456789ab/remoteEntry.js' },
    { name: 'marketing', entry: 'https://marketing.example.com/remoteEntry.js' },
  ],
  worker: 'https://api.example.com',
};
const page = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, html: `<!doctype html><html><body>${'<p>A page.</p>'.repeat(200)}</body></html>` };

/** A page request answered as node.ts answers it: the composer reads the manifest, the page goes out encoded, then gets its grant. */
async function answer(choice: ManifestChoice, init: RequestInit = {}, keyed = true, status = 200) {
  const grants = fieldGrants(() => choice, keyed ? KEY : undefined);
  const respond = createEncodedPages();
  const request = new Request('https://www.example.com/apply', { headers: { 'Accept-Encoding': 'br', ...init.headers }, method: init.method });
  await grants.manifest(request);
  const response = await grants.granted(request, respond(request, { ...page, status }));
  const timing = response.headers.get('Server-Timing');
  const token = /^field-grant;desc="([^"]+)"$/.exec(timing ?? '')?.[1];
  return { response, timing, grant: token === undefined ? undefined : await verifyFieldGrant(token, KEY), body: new Uint8Array(await response.arrayBuffer()) };
}

describe("a composed page's field grant", () => {
  it('names the versions the page was composed with and counts, a new grant for each response with the same bytes', async () => {
    const first = await answer({ manifest });
    const second = await answer({ manifest });
    expect(first.grant).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      versions: { shell: 'local', careers: '0123456789ab', marketing: 'local' },
      cohort: null,
      counted: true,
      synthetic: false,
      preview: false,
      expiresAt: expect.any(Date),
    });
    expect(second.grant?.id).not.toBe(first.grant?.id);
    expect(first.response.headers.get('Content-Encoding')).toBe('br');
    expect(second.body).toEqual(first.body);
  });

  it('is not counted for a not-found page or an error page, which a client may ask for at will, though its reports are still taken', async () => {
    for (const status of [404, 503]) {
      expect((await answer({ manifest }, {}, true, status)).grant).toMatchObject({ counted: false, preview: false });
    }
  });

  it("carries the visitor's cohort while a canary runs", async () => {
    expect((await answer({ manifest, cohort: { value: 0, assigned: false } })).grant).toMatchObject({ cohort: 0, counted: true });
  });

  it("is marked synthetic for a team's journey (a synthetic credential the manifest checked), still counted, apart", async () => {
    expect((await answer({ manifest, cohort: { value: 3, assigned: false }, synthetic: 'careers' })).grant).toMatchObject({ cohort: 3, counted: true, synthetic: true });
  });

  it("is not counted for a staged release's preview, nor for a request carrying a preview token at all", async () => {
    expect((await answer({ manifest, preview: 'careers@0123456789ab' })).grant).toMatchObject({ counted: false, preview: true });
    const linked = { manifest, preview: 'careers@0123456789ab', previewBar: { remote: 'careers', version: '0123456789ab', pullRequest: 12 } };
    expect((await answer(linked)).grant).toMatchObject({ counted: false, preview: true });
    expect((await answer({ manifest }, { headers: { [PREVIEW_HEADER]: 'p1.careers.0123456789ab.1790000000.forged' } })).grant).toMatchObject({ counted: false, preview: true });
    expect((await answer({ manifest })).grant).toMatchObject({ counted: true, preview: false });
  });

  it('is not counted for a site state an override grant chose (npm run bisect), so it is never judged', async () => {
    expect((await answer({ manifest, preview: 'override careers@0123456789ab, marketing@local' })).grant).toMatchObject({ counted: false });
    expect((await answer({ manifest }, { headers: { [PREVIEW_HEADER]: `o1.1790000000.careers:0123456789ab.${'A'.repeat(43)}` } })).grant).toMatchObject({ counted: false });
  });

  it('is not given without a key, nor with a HEAD request or a redirect', async () => {
    expect((await answer({ manifest }, {}, false)).timing).toBeNull();
    expect((await answer({ manifest }, { method: 'HEAD' })).timing).toBeNull();
    const grants = fieldGrants(() => ({ manifest }), KEY);
    const request = new Request('https://www.example.com/old');
    await grants.manifest(request);
    const redirect = await grants.granted(request, new Response(null, { status: 301, headers: { Location: '/new' } }));
    expect(redirect.headers.get('Server-Timing')).toBeNull();
  });
});
