/**
 * @jest-environment node
 */
// The composer against remotes served from memory: what each kind of request answers.
import { filesFetch } from 'site-testing/filesFetch';
import { CAREERS, careersFiles, composer, EARLY_SCRIPT, get, manifest, sha256, stateOf } from './composerFixtures';
import type { RemoteIndex } from './remoteIndex';

describe('the composer', () => {
  it("answers a remote's page with the frame around the HTML the remote rendered, ready to hydrate", async () => {
    const response = await get(composer(filesFetch(careersFiles()).fetch), '/apply');
    const html = await response.text();

    expect(response.status).toBe(200);
    // The page's inline blocks are allowed by their hashes: the shell's early-events script, the remote's style sheet.
    expect(response.headers.get('Content-Security-Policy')).toBe(
      `script-src 'self' ${sha256(EARLY_SCRIPT)}; style-src ${sha256('.careers-x{color:red}')}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5');
    expect(response.headers.get('Link')).toBe('<https://careers.example.com>; rel=preconnect');
    expect(html).toContain('<nav');
    expect(html).toContain('<h1>Careers</h1>');
    // The remote's entry is fetched alongside the shell's scripts, not after them.
    expect(html).toContain(`<link rel="preload" as="script" fetchpriority="low" href="${CAREERS}remoteEntry.js"/>`);
    expect(html).toContain(`<img src="${CAREERS}assets/team.0123456789.webp"/>`);
    expect(html).toContain('{"url":"https://www.example.com/apply"}');
    expect(html).not.toContain('Default title');
    expect(html).toContain('<title>Careers | Rock River Audio Video</title><meta name="description" content="Work with us"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/apply"/>');
    expect(html).toContain('<meta property="og:title" content="Careers | Rock River Audio Video"/>');
    expect(html).toContain('<meta property="og:description" content="Work with us"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/og-careers.png"/>');
    expect(html).toContain(`<style data-href="${CAREERS}541.0123456789.css">.careers-x{color:red}</style>`);
    expect(stateOf(html)).toEqual({ manifest, pathname: '/apply', remote: { name: 'careers', render: 'content' } });
  });

  it('writes the configured origin, never one a request names: a forged Host or X-Forwarded-Host changes no address', async () => {
    const compose = composer(filesFetch(careersFiles()).fetch);
    const honest = await (await get(compose, '/apply')).text();
    const forged = await compose(new Request('http://evil.example/apply', { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } }));
    const html = await forged.text();
    expect(html).toBe(honest);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/apply"/>');
  });

  it('redirects another spelling of a page to the one its remote declares, keeping the query', async () => {
    const response = await get(composer(filesFetch(careersFiles()).fetch), '/APPLY/?from=flyer');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/apply?from=flyer');
  });

  it('sends a form posted before the scripts took it over back to its page, reading none of it', async () => {
    const { fetch, requests } = filesFetch(careersFiles());
    const response = await composer(fetch)(
      new Request('http://localhost/apply/positions/1?from=flyer', { method: 'POST', body: new URLSearchParams({ email: 'sam@example.com' }) }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/apply/positions/1?from=flyer');
    expect(requests).toEqual([]);
  });

  it.each([
    ['from another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['from its own page', { 'Sec-Fetch-Site': 'same-origin' }],
  ])('sends a form posted %s to an address that is not a path of this site to /, never off the site', async (_, headers) => {
    const compose = composer(filesFetch(careersFiles()).fetch);
    const post = (path: string) => compose(new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams({ email: 'sam@example.com' }) }));
    for (const path of ['//evil.example/x', '/%2F%2Fevil.example/x', '/%5Cevil.example/x']) {
      const response = await post(path);
      expect([path, response.status, response.headers.get('Location')]).toEqual([path, 303, '/']);
    }
  });

  it("answers an unknown path under a remote's prefix with 404 and the remote's not-found page", async () => {
    const response = await get(composer(filesFetch(careersFiles()).fetch), '/apply/positions/3');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('<h1>There is nothing here!</h1>');
    expect(html).not.toContain('rel="canonical"');
  });

  it("answers a path no remote owns with 404 and the shell's not-found page", async () => {
    const response = await get(composer(filesFetch(careersFiles()).fetch), '/no-such-page');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('There is nothing here!');
    expect(stateOf(html).remote).toBeUndefined();
  });

  it('leaves pages drawn only in the browser to it: the frame and the loading screen, kept private', async () => {
    const response = await composer(filesFetch(careersFiles()).fetch)(new Request('http://localhost/kh/sonos', { headers: { Cookie: 'staffUnlocked=1' } }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(html).toContain('Loading page');
    expect(stateOf(html).remote).toEqual({ name: 'staffhub', render: 'loading' });
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="https://staff.example.com/remoteEntry.js"/>');
  });

  it("sends a request for a guarded page without the remote's hint cookie to its door at once, and no cache keeps that answer", async () => {
    const compose = composer(filesFetch(careersFiles()).fetch);
    const withHint = () => compose(new Request('http://localhost/kh', { headers: { Cookie: 'av_cohort=live; staffUnlocked=1' } }));
    const sentToTheDoor = async (response: Response) => {
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/verify/trust');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toBe('');
    };
    await sentToTheDoor(await get(compose, '/kh'));
    expect((await withHint()).status).toBe(200);
    // The page drawn for the visitor with the hint is kept, and still given to no one without it.
    await sentToTheDoor(await get(compose, '/kh'));
    // The office is not behind the keypad: its own sign-in decides.
    expect((await get(compose, '/office')).status).toBe(200);
  });

  it('sends a guarded page the server draws privately, to a browser with the hint alone', async () => {
    const staffIndex = {
      ...(careersFiles()['https://staff.example.com/ssr/index.json'] as RemoteIndex),
      pages: { '/kh': { head: '<title>Knowledge Hub</title>', body: 'ssr/kh.0123456789.html', styles: [], static: true as const } },
    };
    const files = { ...careersFiles(), 'https://staff.example.com/ssr/index.json': staffIndex, 'https://staff.example.com/ssr/kh.0123456789.html': '<h1>Knowledge Hub</h1>' };
    const compose = composer(filesFetch(files).fetch);
    const drawn = await compose(new Request('http://localhost/kh', { headers: { Cookie: 'staffUnlocked=1' } }));
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await drawn.text()).toContain('<h1>Knowledge Hub</h1>');
    expect((await get(compose, '/kh')).headers.get('Location')).toBe('/verify/trust');
  });

  it.each(['/office', '/office/follow-ups/ticket/SP-004217'])("draws the office's %s in the browser alone, kept by no cache", async (path) => {
    const response = await get(composer(filesFetch(careersFiles()).fetch), path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(stateOf(html).remote).toEqual({ name: 'staffhub', render: 'loading' });
    expect(html).not.toMatch(/Follow-ups|Payments|Site health/);
  });

  it.each([
    ['is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['publishes something that is not its index', async () => new Response('{"pages": "all of them"}')],
    ['answers 500', async () => new Response('oops', { status: 500 })],
  ])('answers 503 with Retry-After, the frame and the fallback when the remote %s', async (_case, reply) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get(composer(jest.fn(reply) as unknown as typeof fetch), '/apply');
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain('<nav');
    expect(html).toContain('This page is taking a short break');
    expect(stateOf(html).remote).toEqual({ name: 'careers', render: 'fallback' });
    expect(html).not.toContain('remoteEntry.js"/>');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("/apply: the careers remote's HTML is unavailable"));
  });

  it('stops waiting for a remote that does not answer once the budget is spent', async () => {
    const hanging = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    ) as unknown as typeof fetch;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get(composer(hanging, 20), '/apply');
    expect(response.status).toBe(503);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('TimeoutError'));
  });

  it('shows a release of the remote on the next request once its index is read again', async () => {
    const files: Record<string, unknown> = careersFiles('Careers');
    const compose = composer(filesFetch(files).fetch);
    expect(await (await get(compose, '/apply')).text()).toContain('<h1>Careers</h1>');

    Object.assign(files, careersFiles('Careers, released'));
    expect(await (await get(compose, '/apply')).text()).toContain('<h1>Careers, released</h1>');
  });

  it('draws a page once while the manifest and the remote\'s index stay the same, and anew when either changes', async () => {
    let current = manifest;
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: current }));
    const page = (path: string) => compose.composePage(new Request(`http://localhost${path}`));
    const first = await page('/apply');
    expect(await page('/apply')).toBe(first); // the index is read again (indexTtlMs 0), unchanged
    expect(await page('/apply?from=flyer')).not.toBe(first);

    current = { ...manifest, worker: 'https://api2.example.com' };
    const redrawn = await page('/apply');
    expect(redrawn).not.toBe(first);
    expect(redrawn.html).toContain('https://api2.example.com');
  });

  it('composes a preview with the manifest its source chose, names it, and lets no one cache it', async () => {
    const staged = { ...manifest, remotes: [{ name: 'careers', entry: `${CAREERS}remoteEntry.js` }] };
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: staged, preview: 'careers@0123456789ab' }));
    const response = await get(compose, '/apply');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Release-Preview')).toBe('careers@0123456789ab');
    expect(stateOf(await response.text()).manifest).toEqual(staged);
  });

  it("draws a preview link's page with the preview bar after #root, its style allowed by its hash, never indexed; a smoke load's without it", async () => {
    const staged = { ...manifest, remotes: [{ name: 'careers', entry: `${CAREERS}remoteEntry.js` }] };
    const bar = { remote: 'careers', version: '3f2a91c0d1e2', pullRequest: 12 };
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: staged, preview: 'careers@3f2a91c0d1e2', previewBar: bar }));
    const response = await get(compose, '/apply');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toMatch(/<div id="root">.*<\/div><aside class="av-preview-bar" aria-label="Preview">Preview: careers @ 3f2a91c, pull request 12 · <a href="\/__preview\/leave\?to=%2Fapply">Leave preview<\/a><\/aside><\/body>/s);
    const barStyle = /<style data-href="\/__preview\/bar.css">([^<]*)<\/style>/.exec(html)?.[1];
    expect(barStyle).toContain('position:fixed');
    expect(response.headers.get('Content-Security-Policy')).toContain(sha256(barStyle!));

    const smoke = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: staged, preview: 'careers@3f2a91c0d1e2' }));
    const checked = await get(smoke, '/apply');
    expect(checked.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await checked.text()).not.toContain('av-preview-bar');
  });

  it('names the shell and every remote the page was composed from, the versions the request\'s manifest chose, on every kind of page', async () => {
    // staffhub from the release store (a canary's version, a preview's: whatever the source chose), careers from its own build.
    const chosen = { ...manifest, remotes: [manifest.remotes[0]!, { name: 'staffhub', entry: 'https://releases.example.com/staffhub/ba9876543210/remoteEntry.js' }] };
    const expected = 'shell=local; careers=local; staffhub=ba9876543210';
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: chosen, cohort: { value: 37, assigned: false } }));
    for (const path of ['/apply', '/apply/positions/3', '/no-such-page', '/confirmation', '/APPLY']) {
      expect([path, (await get(compose, path)).headers.get('X-Composed-From')]).toEqual([path, expected]);
    }
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = composer(jest.fn(() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch, 300, () => ({ manifest: chosen }));
    const fallback = await get(down, '/apply');
    expect(fallback.status).toBe(503);
    expect(fallback.headers.get('X-Composed-From')).toBe(expected);
    expect(logged).toHaveBeenCalled();
    const preview = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: chosen, preview: 'staffhub@ba9876543210' }));
    expect((await get(preview, '/apply')).headers.get('X-Composed-From')).toBe(expected);
  });

  it("names the shell's release its build was told (a deploy's), not local, on every kind of page", async () => {
    const chosen = { ...manifest, remotes: [manifest.remotes[0]!, { name: 'staffhub', entry: 'https://releases.example.com/staffhub/ba9876543210/remoteEntry.js' }] };
    const expected = 'shell=5e11a9c0ffee; careers=local; staffhub=ba9876543210';
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: chosen }), { shellRelease: '5e11a9c0ffee' });
    for (const path of ['/apply', '/apply/positions/3', '/no-such-page', '/confirmation', '/APPLY']) {
      expect([path, (await get(compose, path)).headers.get('X-Composed-From')]).toEqual([path, expected]);
    }
    const preview = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest: chosen, preview: 'staffhub@ba9876543210' }), { shellRelease: '5e11a9c0ffee' });
    expect((await get(preview, '/apply')).headers.get('X-Composed-From')).toBe(expected);
    // A build told nothing (the local site, this test run) says local.
    expect((await get(composer(filesFetch(careersFiles()).fetch), '/apply')).headers.get('X-Composed-From')).toMatch(/^shell=local; /);
  });

  it("gives a new visitor their signed cohort while a canary runs, and lets no shared cache keep the cohort's page", async () => {
    const signed = `37.${'s'.repeat(43)}`;
    const compose = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest, cohort: { value: 37, assigned: true, signed } }));
    const first = await get(compose, '/apply');
    expect(first.headers.get('Set-Cookie')).toBe(`av_cohort=${signed}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

    // Without a key to sign it with, the cohort is the request's alone: no cookie keeps it.
    const unsigned = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest, cohort: { value: 37, assigned: true } }));
    expect((await get(unsigned, '/apply')).headers.get('Set-Cookie')).toBeNull();
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

    const returning = composer(filesFetch(careersFiles()).fetch, 300, () => ({ manifest, cohort: { value: 37, assigned: false } }));
    const again = await get(returning, '/apply');
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});

describe('what crawlers read', () => {
  it('robots.txt keeps them out of the staff area and a visitor’s own pages, and names the sitemap at the configured origin', async () => {
    const response = composer(filesFetch(careersFiles()).fetch).robots();
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      ['User-agent: *', 'Disallow: /kh', 'Disallow: /verify/trust', 'Disallow: /office', 'Disallow: /verify/checkout', 'Disallow: /confirmation', 'Disallow: /book/confirmed', 'Disallow: /book/manage', '', 'Sitemap: https://www.example.com/sitemap.xml', ''].join('\n'),
    );
  });

  it('sitemap.xml lists every page the public remotes publish, and no staff page', async () => {
    const files = careersFiles();
    files['https://staff.example.com/ssr/index.json'] = {
      ...files['https://staff.example.com/ssr/index.json'],
      pages: { '/verify/trust': { head: '', body: 'ssr/trust.0123456789.html', styles: [] } },
    };
    const response = await composer(filesFetch(files).fetch).sitemap(new Request('http://evil.example/sitemap.xml'));
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.example.com/apply</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

