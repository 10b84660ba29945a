/**
 * @jest-environment node
 */
// A pull request's preview link: the cookie it sets, what it refuses, and leaving.
import { signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';
import { COOKIE_TTL_MS, firstPageOf, previewCookieOf, previewLinks } from './previewLink';

const KEY = 'a-preview-key-of-the-tests-0123456789';
const NOW = Date.parse('2026-11-27T12:00:00Z');
const VERSION = '3f2a91c0d1e2';
const week = new Date(NOW + 7 * 24 * 60 * 60_000);
const links = (origin = 'https://www.example.com') => previewLinks({ previewKey: KEY, siteOrigin: origin, now: () => NOW });
const open = (token: string, answer = links()) => answer(new Request(`https://www.example.com/__preview?token=${encodeURIComponent(token)}`));

describe("a pull request's preview link", () => {
  it("sets a signed, HttpOnly, SameSite=Lax, Secure cookie for an hour at most and lands on the remote's first page", async () => {
    const response = (await open(await signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: week, pullRequest: 12 }, KEY)))!;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/apply');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^av_preview=p1\.[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/);
    // The cookie's own token: the same grant, expiring within the hour, not the link's week.
    const own = previewCookieOf(cookie.split(';')[0])!;
    expect(await verifyPreviewToken(own, KEY, NOW)).toEqual({ remote: 'careers', version: VERSION, pullRequest: 12, expiresAt: new Date(NOW + COOKIE_TTL_MS) });
  });

  it("lives no longer than the link's token", async () => {
    const response = (await open(await signPreviewToken({ remote: 'guides', version: VERSION, expiresAt: new Date(NOW + 600_000) }, KEY)))!;
    expect(response.headers.get('Location')).toBe('/tobhomes');
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=600;');
    expect(await verifyPreviewToken(previewCookieOf(response.headers.get('Set-Cookie'))!, KEY, NOW + 600_000)).toBeUndefined();
  });

  it('is not Secure on a site served over plain HTTP (the local site)', async () => {
    const token = await signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: week }, KEY);
    expect((await open(token, links('http://localhost:8080')))!.headers.get('Set-Cookie')).not.toContain('Secure');
  });

  it.each([
    ['expired', () => signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: new Date(NOW - 1000) }, KEY)],
    ['signed with another key', () => signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: week }, 'another-preview-key-0123456789-abcdef')],
    ['altered', async () => (await signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: week, pullRequest: 12 }, KEY)).replace('.12.', '.13.')],
    ['forged', async () => `p1.careers.${VERSION}.${Math.floor(week.getTime() / 1000)}.${'A'.repeat(43)}`],
    ['missing', async () => ''],
  ])('refuses a token that is %s, setting no cookie', async (_case, token) => {
    const response = (await open(await token()))!;
    expect(response.status).toBe(404);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain('This preview link is not valid or has expired.');
  });

  it('refuses every link where the site has no preview key', async () => {
    const token = await signPreviewToken({ remote: 'careers', version: VERSION, expiresAt: week }, KEY);
    expect((await open(token, previewLinks({ previewKey: undefined, siteOrigin: 'https://www.example.com', now: () => NOW })))!.status).toBe(404);
  });

  it('leaves: clears the cookie and goes back to the page, on this site only', async () => {
    const leave = async (to: string) => (await links()(new Request(`https://www.example.com/__preview/leave?to=${encodeURIComponent(to)}`)))!;
    const response = await leave('/apply/technician');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/apply/technician');
    expect(response.headers.get('Set-Cookie')).toBe('av_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    expect((await leave('/apply?from=preview')).headers.get('Location')).toBe('/apply?from=preview');
    const away = ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)'];
    const locations = await Promise.all(away.map(async (to) => [to, (await leave(to)).headers.get('Location')]));
    expect(locations).toEqual(away.map((to) => [to, '/']));
  });

  it('answers nothing else', async () => {
    expect(await links()(new Request('https://www.example.com/apply'))).toBeUndefined();
    expect(await links()(new Request('https://www.example.com/__preview', { method: 'POST' }))).toBeUndefined();
  });

  describe('of a pull request that changed several remotes (a preview set)', () => {
    const tokenOf = (remote: string, pullRequest?: number, expiresAt = week) => signPreviewToken({ remote, version: VERSION, expiresAt, ...(pullRequest ? { pullRequest } : {}) }, KEY);
    const set = async (...tokens: Array<Promise<string>>) => (await Promise.all(tokens)).join('~');

    it("sets one cookie holding a token of its own for each remote, the pull request's, for an hour at most, and lands on the first remote's first page", async () => {
      const response = (await open(await set(tokenOf('payments', 12), tokenOf('careers', 12, new Date(NOW + 1_800_000)))))!;
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe('/verify');
      const cookie = response.headers.get('Set-Cookie')!;
      // As long as the set's shortest token: careers' half hour.
      expect(cookie).toMatch(/^av_preview=p1\.payments\.[^;~]+~p1\.careers\.[^;~]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/);
      const own = previewCookieOf(cookie.split(';')[0])!.split('~');
      expect(await Promise.all(own.map((token) => verifyPreviewToken(token, KEY, NOW)))).toEqual([
        { remote: 'payments', version: VERSION, pullRequest: 12, expiresAt: new Date(NOW + 1_800_000) },
        { remote: 'careers', version: VERSION, pullRequest: 12, expiresAt: new Date(NOW + 1_800_000) },
      ]);
    });

    it.each([
      ['holds a token that is not valid', () => set(tokenOf('payments', 12), tokenOf('careers', 12, new Date(NOW - 1000)))],
      ["mixes another pull request's token in", () => set(tokenOf('payments', 12), tokenOf('careers', 13))],
      ['mixes a token of no pull request in', () => set(tokenOf('payments', 12), tokenOf('careers'))],
      ['names a remote twice', () => set(tokenOf('careers', 12), tokenOf('careers', 12))],
      ['has an empty part', async () => `${await tokenOf('careers', 12)}~`],
      ['holds more tokens than the site could have remotes', () => set(...Array.from({ length: 9 }, () => tokenOf('careers', 12)))],
    ])('refuses a set that %s, setting no cookie', async (_case, token) => {
      const response = (await open(await token()))!;
      expect(response.status).toBe(404);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    });
  });

  it("reads only a preview token from the cookie, and finds each remote's first page", () => {
    expect(previewCookieOf('av_cohort=3; av_preview=p1.careers.x')).toBe('p1.careers.x');
    expect(previewCookieOf('av_preview=o1.override')).toBeUndefined();
    expect(firstPageOf('careers')).toBe('/apply');
    expect(firstPageOf('nobody')).toBe('/');
  });
});
