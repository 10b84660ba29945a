// A pull request's preview link (docs/releasing.md, "Previews of a pull request"), on
// Node and Workers alike. Opening `/__preview?token=<preview token>` on a phone sets the
// cookie `av_preview` and lands on the remote's first page; from then on every page the
// browser asks for is composed with the remote's staged version (releasedManifest.ts reads
// the cookie as it reads the X-Release-Preview header) and shows the preview bar.
// `/__preview/leave` clears the cookie: a plain link, so it works without scripts.
//
// A pull request that changed several remotes has one link for all of them: its token is a
// preview set (previewSet.ts), every remote's token joined, and the link lands on the
// first one's first page. The cookie holds a preview token of its own (a set, for a set),
// signed here with the preview key for the same remotes, versions and pull request,
// expiring within COOKIE_TTL_MS and never after the link's token: checked by its signature
// and expiry alone, as the header's token is, so a forged, altered or expired cookie costs
// no store read. HttpOnly (no script reads it), SameSite=Lax (the link's top-level
// navigation from a pull request's page carries it), Secure wherever the site is served
// over HTTPS.
import { signPreviewToken, verifyPreviewToken } from 'credentials/previewToken';
import { REMOTE_TABLE } from 'site/remotes';
import { cookieValue } from 'credentials/cookies';
import { COMMON_HEADERS } from 'site/securityPolicy';
import { sitePath } from 'site/sitePath';
import { previewSetOf, previewSetValue, previewTokensOf } from './previewSet';

export const PREVIEW_COOKIE = 'av_preview';
export const PREVIEW_ENTRY_PATH = '/__preview';
export const PREVIEW_LEAVE_PATH = '/__preview/leave';
/** A browser's preview lasts an hour at most; the link (a week) sets it again. */
export const COOKIE_TTL_MS = 60 * 60_000;

/** Answers that must never be kept or indexed: the preview's own and every previewed page's. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The preview token in a Cookie header, or undefined. */
export function previewCookieOf(cookieHeader: string | null | undefined): string | undefined {
  const value = cookieValue(cookieHeader, PREVIEW_COOKIE);
  return value?.startsWith('p1.') ? value : undefined;
}

const cookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The first page of a remote: where its preview link lands (careers: /apply). */
export function firstPageOf(remote: string): string {
  const paths = (REMOTE_TABLE as Record<string, { paths: readonly string[] } | undefined>)[remote]?.paths ?? [];
  return paths[0]?.replace(/\/\*$/, '') || '/';
}

const notValid = () =>
  new Response(
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Preview link not valid</title>' +
      '<p>This preview link is not valid or has expired. Ask for a new one on the pull request.</p><p><a href="/">Go to the site</a></p></html>',
    { status: 404, headers: { ...COMMON_HEADERS, ...PREVIEW_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" } },
  );

export interface PreviewLinkOptions {
  /** The key preview tokens are signed with; without one every link is refused. */
  previewKey: string | undefined;
  /** The site's public origin: the cookie is Secure where it is HTTPS. */
  siteOrigin: string;
  now?: () => number;
}

/** The answer to `/__preview` and `/__preview/leave`, or undefined for every other request. */
export function previewLinks({ previewKey, siteOrigin, now = Date.now }: PreviewLinkOptions) {
  const secure = siteOrigin.startsWith('https:');
  return async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (url.pathname === PREVIEW_LEAVE_PATH) {
      return new Response(null, {
        status: 303,
        headers: { ...COMMON_HEADERS, ...PREVIEW_HEADERS, Location: sitePath(url.searchParams.get('to')), 'Set-Cookie': cookie('', 0, secure) },
      });
    }
    if (url.pathname !== PREVIEW_ENTRY_PATH) return undefined;
    const at = now();
    const key = previewKey;
    if (!key) return notValid();
    // One remote's token, or a pull request's preview set of several (previewSet.ts): each checked, then the set.
    const tokens = previewTokensOf(url.searchParams.get('token') ?? '');
    const grant = previewSetOf(await Promise.all(tokens.map((token) => verifyPreviewToken(token, key, at))));
    if (!grant) return notValid();
    const expiresAt = new Date(Math.min(grant.expiresAt.getTime(), at + COOKIE_TTL_MS));
    const pullRequest = grant.pullRequest === undefined ? {} : { pullRequest: grant.pullRequest };
    const own = previewSetValue(await Promise.all(grant.parts.map((part) => signPreviewToken({ ...part, ...pullRequest, expiresAt }, key))));
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - at) / 1000));
    return new Response(null, {
      status: 303,
      headers: { ...COMMON_HEADERS, ...PREVIEW_HEADERS, Location: firstPageOf(grant.parts[0].remote), 'Set-Cookie': cookie(own, maxAge, secure) },
    });
  };
}
