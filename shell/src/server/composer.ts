// The composing server: answers a request for a page with its HTML, the shell's frame
// drawn here around the owning remote's page as that remote rendered it at build time
// (or, for a form it refused, as the remote's host draws it then: native-forms/). It
// runs no remote code, keeps nothing between requests that another instance would need,
// and speaks only Request and Response, so Node and Workers run the same code.
import { z } from 'zod';
import { isUncached, normalizePath, ownerOf, type RemoteName } from 'site/routes';
import type { SiteManifest } from '../remotes/manifest';
import { PREVIEW_HEADER } from 'site/releaseLayout';
import type { RemoteRender } from '../remotes/serverState';
import { CONFIRMATION_PATH } from 'shared-ui/routing/confirmation';
import { cohortCookie } from 'site/canary';
import { sitePath } from 'site/sitePath';
import { SITE_ORIGIN_PLACEHOLDER } from 'shared-ui/routing/siteOrigin';
import { composeDocument, styleText } from './composeDocument';
import { publicPages, robotsTxt, sitemapXml } from './crawlerFiles';
import { createPageCache } from './pageCache';
import { createRemoteHtml, type RemoteHtml, type StyleSheet } from './remoteHtml';
import type { RemoteIndex, RemotePage } from './remoteIndex';
import { guardRedirect, isGuarded } from './guardRedirect';
import { islandCode, pagePreloads } from './pagePreloads';
import { hashSource, scriptTexts, styleTexts, type InlineHashes } from './inlineHashes';
import type { PageLoads } from './pageHeaders';
import type { ManifestChoice, ManifestSource } from './releasedManifest';
import { resolvePath } from './resolvePath';
import { appTemplate, staticTemplate } from './staticTemplate';
import { createNativePosts, type NativeForms } from './native-forms/nativePost';
import { refusalUnavailableHtml } from './native-forms/RefusalUnavailable';
import { bookingContext, isBookingRead } from './booking/bookingContexts';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';
import { REMOTE_SLOT, renderFrame } from './renderFrame';
import { COMPOSED_FROM_HEADER, composedFrom } from '../remotes/composedFrom';
import { SHELL_RELEASE } from '../remotes/shellRelease';
import { PREVIEW_HEADERS } from './previewLink';
import { PREVIEW_BAR_CSS, previewBarHtml } from './PreviewBar';
import { DEADLINE_MS, RETRY_AFTER_SECONDS, waitingOn, withinDeadline } from './composerDeadline';

export interface ComposerOptions {
  /** The shell's built index.html. */
  template: string;
  /** Where the remotes are for this request (releasedManifest.ts, or one fixed manifest). */
  manifest: ManifestSource;
  /** The security and resource-hint headers of a page, whose inline blocks have these CSP hash sources. */
  pageHeaders: (manifest: SiteManifest, pathname: string, inline: InlineHashes, loads: PageLoads) => Record<string, string>;
  /** The site's public origin, for canonical addresses and links: configured, never a request's (siteOrigin.ts). */
  siteOrigin: string;
  remoteHtml?: RemoteHtml;
  /** How long a page waits on its remote before answering with the fallback. */
  budgetMs?: number;
  /** How long any request may take before it is answered 503 (composerDeadline.ts); a form posted without scripts gets the worker's time on top. */
  deadlineMs?: number;
  /** The shared modules the shell provides (its build's shared-keys.json): a page's own copies of these are not preloaded. */
  shellShares?: readonly string[];
  /** Answers public forms posted without scripts (native-forms/); without it they get a 303 back to their page. */
  nativeForms?: NativeForms;
  /** The shell's own release, named first in X-Composed-From: its build's (remotes/shellRelease.ts), `local` for a local build. */
  shellRelease?: string;
}

/** What the runtime knows of a request beyond the Request itself. */
export interface RequestContext {
  /** The visitor's address, for the limits of a form posted without scripts. */
  visitorAddress?: string | undefined;
}

/** How long a booking page waits on the worker's free times (two reads for a move link), within the page's deadline. */
const BOOKING_READ_MS = 1_500;

/** How long a remote's host may take to draw a refused form's page: one render of one page. */
const REFUSAL_BUDGET_MS = 3_000;

/** How long a browser or CDN may keep each kind of answer. */
const CACHE = {
  page: 'public, max-age=0, s-maxage=5',
  browserOnly: 'private, no-cache',
  unavailable: 'no-store',
  redirect: 'public, max-age=3600',
  /** A staged release, seen by the one browser that holds its preview grant. */
  preview: 'private, no-store',
  /** The office's pages (site/routes' UNCACHED): kept by no cache, the browser's own included. */
  uncached: 'private, no-store',
  /** While a canary runs, a page depends on the visitor's cohort: no shared cache keeps it. */
  cohort: 'private, no-cache',
};

interface Composed {
  status: number;
  /** The remote's index the page was drawn from: a new one means the page may have changed. */
  index?: RemoteIndex;
  /** The index's entry for the page drawn, which lists what its code loads. */
  page?: RemotePage;
  head?: string;
  body?: string;
  sheets?: readonly StyleSheet[];
  remote?: { name: RemoteName; render: RemoteRender };
  cache: string;
  canonical?: boolean;
  headers?: Record<string, string>;
  /** The shell's page's query, where it draws from it (/confirmation?case=). */
  search?: string;
  /** Sent without the app (a remote's index marks the page `static`; the shell's /confirmation): its islands apart, no script of the app. */
  withoutApp?: boolean;
}

/**
 * The shell's page with its scripts' preloads at low priority. Drawn in the browser, the
 * page needed them first; composed, it is whole before any script runs, and scripts
 * fetched at high priority would compete with it (a browser, and Lighthouse's model of
 * one, holds the first paint for high-priority scripts). They still start at once, and
 * hydrate what is already on screen.
 */
const withLowPriorityScripts = (html: string) =>
  html.replace(/<link rel="preload" as="script" (href="[^"]*")\/?>/g, '<link rel="preload" as="script" fetchpriority="low" $1>');

export function createComposer({ template: shellPage, manifest, pageHeaders, siteOrigin, remoteHtml = createRemoteHtml(), budgetMs = 300, deadlineMs = DEADLINE_MS, shellShares = [], nativeForms, shellRelease = SHELL_RELEASE }: ComposerOptions) {
  const shellShared = new Set(shellShares);
  const native = nativeForms && createNativePosts(nativeForms);
  const template = appTemplate(withLowPriorityScripts(shellPage));
  const templateStyles = styleTexts(template);
  const templateScripts = Promise.all(scriptTexts(template).map(hashSource));
  const withoutApp = staticTemplate(withLowPriorityScripts(shellPage));
  const withoutAppScripts = Promise.all(scriptTexts(withoutApp).map(hashSource));

  /** The body of a page drawn for a refused form, by its remote; where the remote cannot, why the form was not sent. */
  async function refusedBody(entry: string, address: string, refusal: FormRefusal): Promise<string> {
    const started = Date.now();
    try {
      return await remoteHtml.refused(entry, address, refusal, AbortSignal.timeout(REFUSAL_BUDGET_MS));
    } catch (error) {
      console.error(`POST ${address}: the remote could not draw the refused ${refusal.form} form after ${Date.now() - started} ms: ${String(error)}`);
      return refusalUnavailableHtml(refusal);
    }
  }

  async function composeRemote(site: SiteManifest, pathname: string, search: string, name: RemoteName, cookie: string | null, refusal?: FormRefusal): Promise<Composed> {
    const entry = site.remotes.find((remote) => remote.name === name)?.entry;
    // Made only when a read goes out: most requests find everything read already.
    let signal: AbortSignal | undefined;
    const deadline = () => (signal ??= AbortSignal.timeout(budgetMs));
    const started = Date.now();
    try {
      if (!entry) throw new Error(`the manifest lists no "${name}" remote`);
      const index = await remoteHtml.index(entry, deadline);
      const resolution = resolvePath(index, pathname, search);
      if (resolution.kind === 'redirect') {
        return { status: 301, cache: CACHE.redirect, headers: { Location: sitePath(`${resolution.to}${search}`) } };
      }
      const door = guardRedirect(index, pathname, cookie);
      if (door) return { status: 303, cache: CACHE.uncached, headers: { Location: sitePath(door) } };
      if (resolution.kind === 'browserOnly') {
        return { status: 200, index, remote: { name, render: 'loading' }, cache: CACHE.browserOnly };
      }
      const page = await remoteHtml.page(entry, resolution.page, deadline);
      const found = resolution.kind === 'page';
      return {
        status: found ? 200 : 404,
        index,
        head: page.head,
        body: refusal && found ? await refusedBody(entry, `${pathname}${search}`, refusal) : page.html,
        sheets: page.sheets,
        page: resolution.page,
        withoutApp: resolution.page.static === true,
        remote: { name, render: 'content' },
        // A guarded page is the same for everyone who may see it, but no shared cache may hand it to one who may not.
        cache: isGuarded(index, pathname) ? CACHE.browserOnly : CACHE.page,
        canonical: found,
      };
    } catch (error) {
      console.error(`${pathname}: the ${name} remote's HTML is unavailable after ${Date.now() - started} ms: ${error instanceof z.ZodError ? 'its ssr/index.json is malformed' : String(error)}`);
      return {
        status: 503,
        remote: { name, render: 'fallback' },
        cache: CACHE.unavailable,
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      };
    }
  }

  /** The shell's own pages: /confirmation, and not-found for paths no remote owns. */
  function composeShell(pathname: string, search: string): Composed {
    if (normalizePath(pathname) !== CONFIRMATION_PATH) return { status: 404, cache: CACHE.page };
    if (pathname !== CONFIRMATION_PATH) {
      return { status: 301, cache: CACHE.redirect, headers: { Location: sitePath(`${CONFIRMATION_PATH}${search}`) } };
    }
    // Text and links, drawn whole on the server, the case id from the address included (#42).
    // A case id is the visitor's own: no shared cache keeps it.
    if (search) return { status: 200, cache: CACHE.preview, canonical: true, search, withoutApp: true };
    return { status: 200, cache: CACHE.page, canonical: true, withoutApp: true };
  }

  /** A page sent without the app (its islands apart), found: none of the app's scripts (staticTemplate.ts). */
  const isStatic = ({ status, withoutApp }: Composed) => status === 200 && withoutApp === true;

  /** The owning remote's entry, where it drew the page (nothing where it was down). */
  const remoteEntry = (site: SiteManifest, { remote }: Composed) =>
    remote && remote.render !== 'fallback' ? site.remotes.find(({ name }) => name === remote.name)?.entry : undefined;

  /** What the browser loads for this page's remote with the shell's scripts: none for a page sent without the app (its islands ask after the first paint). */
  const remotePreloads = (site: SiteManifest, composed: Composed) => {
    const entry = remoteEntry(site, composed);
    return entry && !isStatic(composed) ? pagePreloads(entry, composed.page, shellShared) : [];
  };

  /** The code of a page sent without the app whose islands load at once, for its script to ask for in one wave. */
  const pageIslandCode = (site: SiteManifest, composed: Composed) => {
    const entry = remoteEntry(site, composed);
    const files = entry && isStatic(composed) ? islandCode(entry, composed.page) : [];
    return files.length > 0 ? { islandCode: files } : {};
  };

  /** A page's status, headers and HTML, drawn from what was composed (with the preview bar where a preview link's cookie asked for it). */
  async function draw(site: SiteManifest, pathname: string, composed: Composed, bar?: ManifestChoice['previewBar']): Promise<Page> {
    const sheets = [...(composed.sheets ?? []), ...(bar ? [{ href: '/__preview/bar.css', css: PREVIEW_BAR_CSS }] : [])];
    const styles = await Promise.all([...templateStyles, ...sheets.map(({ css }) => styleText(css))].map(hashSource));
    const withoutScripts = isStatic(composed);
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': composed.cache,
      // The versions that drew it, for support and bisect (docs/operations.md): not secret, the page's state names them too.
      [COMPOSED_FROM_HEADER]: composedFrom(site, shellRelease),
      ...pageHeaders(site, pathname, { styles, scripts: await (withoutScripts ? withoutAppScripts : templateScripts) }, { remoteCode: !withoutScripts }),
      ...composed.headers,
    };
    if (composed.status === 301 || composed.status === 303) return { status: composed.status, headers, html: null };
    const frame = renderFrame({ pathname: `${pathname}${composed.search ?? ''}`, remote: composed.remote });
    const html = composeDocument(withoutScripts ? withoutApp : template, {
      head: frame.head + (composed.head ?? ''),
      body: composed.body === undefined ? frame.body : frame.body.replace(REMOTE_SLOT, () => composed.body!),
      sheets,
      state: { manifest: site, pathname, remote: composed.remote, ...pageIslandCode(site, composed) },
      canonicalUrl: composed.canonical ? `${siteOrigin}${pathname}` : undefined,
      // One picture per remote, the shell's own for its pages (shell/static, made by tooling/photos/icons.mjs).
      previewImageUrl: `${siteOrigin}/og-${composed.remote?.name ?? 'site'}.png`,
      preloads: remotePreloads(site, composed),
      afterRoot: bar && previewBarHtml({ ...bar, pathname }),
    }).replaceAll(SITE_ORIGIN_PLACEHOLDER, siteOrigin);
    return { status: composed.status, headers, html };
  }

  const drawn = createPageCache<Page>();

  /** The answer to a request: a page, or a form posted without scripts (native-forms/). */
  async function composePage(request: Request, context: RequestContext = {}): Promise<Page> {
    const url = new URL(request.url);
    if (request.method === 'POST') {
      // Without nativeForms: back to the page (See Other, so the browser asks with GET), its fields read by no one; to / where its address is not a path of this site.
      if (!native) return { status: 303, headers: { Location: sitePath(`${url.pathname}${url.search}`), 'Cache-Control': 'no-store' }, html: null };
      const { manifest: site } = await manifest(request);
      const page = (refusal?: FormRefusal) => (refusal ? drawRefused(request, refusal) : drawPage(new Request(url, { headers: request.headers })));
      return waitingOn(request, 'the worker (a form posted without scripts)', native.answerPost({ request, visitorAddress: context.visitorAddress, workerUrl: site.worker, origins: [siteOrigin, url.origin], page }));
    }
    if (native && isBookingRead(url)) return native.stamped(await drawBookingPage(request, native));
    const page = await drawPage(request);
    return native ? native.stamped(page) : page;
  }

  /** A booking page with its query (booking/): drawn per request with what the worker answered, the visitor's alone, kept by no one (a link's token is in its address). */
  async function drawBookingPage(request: Request, forms: NonNullable<typeof native>): Promise<Page> {
    const { manifest: site } = await waitingOn(request, 'the manifest (the release store)', manifest(request));
    const worker = forms.bookingReads(site.worker, BOOKING_READ_MS);
    const context = await waitingOn(request, 'the worker (a booking page)', bookingContext(new URL(request.url), worker));
    const page = await drawRefused(request, context);
    return { ...page, headers: { ...page.headers, 'Cache-Control': CACHE.uncached } };
  }

  /** The page a request is for, drawn or as drawn before from the same sources. */
  async function drawPage(request: Request): Promise<Page> {
    const { pathname, search } = new URL(request.url);
    const { manifest: site, preview, previewBar, cohort } = await waitingOn(request, 'the manifest (the release store)', manifest(request));
    const owner = ownerOf(pathname);
    const composed = owner ? await waitingOn(request, `the ${owner} remote's HTML`, composeRemote(site, pathname, search, owner, request.headers.get('Cookie'))) : composeShell(pathname, search);
    if (preview) {
      // Never kept, never indexed: a staged release, for the one browser holding its grant.
      const page = await draw(site, pathname, composed, previewBar);
      return { ...page, perVisitor: true, headers: { ...page.headers, ...PREVIEW_HEADERS, [PREVIEW_HEADER]: preview } };
    }
    // Neither the page cache here nor a canary's cohort rule applies: no one keeps it.
    if (isUncached(pathname)) {
      const page = await draw(site, pathname, composed);
      return { ...page, headers: { ...page.headers, 'Cache-Control': CACHE.uncached } };
    }
    // The fallback of a remote that is down is drawn each time: it is not kept by anyone.
    if (composed.status === 503) return inCohort(await draw(site, pathname, composed), cohort);
    // Sent to a guarded page's door for want of the visitor's own cookie: never kept.
    if (composed.status === 303) return draw(site, pathname, composed);
    const key = `${pathname}${search}`;
    const sources = [site, composed.index];
    let page = drawn.get(key, sources);
    if (!page) drawn.set(key, sources, (page = await draw(site, pathname, composed)));
    return inCohort(page, cohort);
  }

  /** The page a form was posted from, drawn for its refusal: the visitor's alone, never kept. */
  async function drawRefused(request: Request, refusal: FormRefusal): Promise<Page> {
    const { pathname, search } = new URL(request.url);
    const { manifest: site, previewBar } = await waitingOn(request, 'the manifest (the release store)', manifest(request));
    const owner = ownerOf(pathname);
    if (!owner) throw new Error(`${pathname}: no remote draws a form here`);
    const composed = await waitingOn(request, `the ${owner} remote's HTML`, composeRemote(site, pathname, search, owner, request.headers.get('Cookie'), refusal));
    return { ...(await draw(site, pathname, composed, previewBar)), perVisitor: true };
  }

  /** A page while a canary runs: kept by no shared cache, and giving a new visitor their cohort. */
  function inCohort(page: Page, cohort: ManifestChoice['cohort']): Page {
    if (!cohort) return page;
    const headers = { ...page.headers, 'Cache-Control': page.status === 503 ? CACHE.unavailable : CACHE.cohort };
    return { ...page, headers: cohort.signed ? { ...headers, 'Set-Cookie': cohortCookie(cohort.signed, siteOrigin.startsWith('https:')) } : headers };
  }

  // The composer's own deadline, on Node and Workers alike: both hosts call one of these two.
  const answer = withinDeadline(composePage, (request) => (request.method === 'POST' && native ? deadlineMs + native.workerDeadlineMs : deadlineMs));

  async function compose(request: Request, context?: RequestContext): Promise<Response> {
    const { status, headers, html } = await answer(request, context);
    return new Response(request.method === 'HEAD' ? null : html, { status, headers });
  }

  /** robots.txt and sitemap.xml (crawlerFiles.ts), from the same manifest and remote indexes as the pages. */
  const robots = () => robotsTxt(siteOrigin);
  async function sitemap(request: Request): Promise<Response> {
    const { manifest: site } = await manifest(request);
    return sitemapXml(siteOrigin, await publicPages(site, remoteHtml, budgetMs));
  }

  return Object.assign(compose, { composePage: answer, robots, sitemap });
}

/** A composed answer: its body is null for redirects. */
export interface Page {
  status: number;
  headers: Record<string, string>;
  html: string | null;
  /** Drawn for this visitor alone (a stamped form, a refused one): not kept encoded (encodedPages.ts). */
  perVisitor?: boolean;
}

export type Compose = ReturnType<typeof createComposer>;
