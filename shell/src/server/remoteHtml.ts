// Reads remotes' server-rendered HTML over HTTP, within a time budget. A remote's index
// is read again once it is `indexTtlMs` old, so a remote released on its own shows in
// the HTML within about that time; meanwhile the last index read serves, for up to
// `maxStaleMs`, so a request rarely waits on a remote at all. A failed read also stands
// for `indexTtlMs`, so a remote that hangs costs one wait a second, not one a request.
// The page files an index names are immutable (content-hashed names), so they are kept.
// Nothing kept is needed for correctness: any instance of the composer can answer any
// request.
import { ASSET_BASE_PLACEHOLDER } from 'site/assetBase';
import { REFUSAL_PATH } from 'site/refusalEndpoint';
import type { FormRefusal } from 'shared-ui/forms/formRefusal';
import { INDEX_PATH, remoteBase, remoteIndexSchema, type RemoteIndex, type RemotePage } from './remoteIndex';

export interface RemoteHtmlOptions {
  fetch?: typeof fetch;
  indexTtlMs?: number;
  /** How long after it was read an index may still serve while a newer one loads. */
  maxStaleMs?: number;
  /** How many page files and style sheets to keep in memory. */
  maxFiles?: number;
}

export interface StyleSheet {
  /** Where the browser build serves it (the CSS loader looks for it by this address). */
  href: string;
  css: string;
}

export interface ResolvedPage extends RemotePage {
  /** The body's HTML, with the remote's asset addresses filled in. */
  html: string;
  sheets: StyleSheet[];
}

const fillBase = (html: string, base: string) => html.replaceAll(ASSET_BASE_PLACEHOLDER, base);

/** The signal that ends a read once the request's budget is spent, made when a read first goes out. */
export type Deadline = () => AbortSignal;

async function fetchOk(fetcher: typeof fetch, url: string, deadline: Deadline): Promise<Response> {
  const response = await fetcher(url, { signal: deadline() });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

interface IndexRead {
  at: number;
  index: Promise<RemoteIndex>;
  /** The last index read successfully, its text, and when. */
  good?: { at: number; index: RemoteIndex; text: string };
}

export function createRemoteHtml({ fetch: fetcher = fetch, indexTtlMs = 1_000, maxStaleMs = 10_000, maxFiles = 500 }: RemoteHtmlOptions = {}) {
  const indexes = new Map<string, IndexRead>();
  const files = new Map<string, Promise<string>>();

  function index(entry: string, deadline: Deadline): Promise<RemoteIndex> {
    const url = new URL(INDEX_PATH, remoteBase(entry)).href;
    const now = Date.now();
    const last = indexes.get(url);
    if (last && now - last.at < indexTtlMs) return last.index;
    // An index read again unchanged is the same object, so pages drawn from it stay kept (pageCache.ts).
    const reading = fetchOk(fetcher, url, deadline)
      .then((response) => response.text())
      .then((text) => ({ text, index: last?.good?.text === text ? last.good.index : remoteIndexSchema.parse(JSON.parse(text)) }));
    const loading = reading.then(({ index }) => index);
    // While the last good index serves, nobody waits for this read: a failure of it must
    // not be an unhandled rejection (Node ends the process on one).
    loading.catch(() => undefined);
    const read: IndexRead = { at: now, index: loading, good: last?.good };
    indexes.set(url, read);
    reading.then(
      ({ text, index }) => (read.good = { at: Date.now(), index, text }),
      () => undefined,
    );
    const stale = last?.good;
    return stale && now - stale.at < maxStaleMs ? Promise.resolve(stale.index) : loading;
  }

  // Page files and style sheets alike: immutable, so kept once read.
  function file(url: string, base: string, deadline: Deadline): Promise<string> {
    let loading = files.get(url);
    if (!loading) {
      loading = fetchOk(fetcher, url, deadline).then(async (response) => fillBase(await response.text(), base));
      if (files.size >= maxFiles) files.delete(files.keys().next().value!);
      files.set(url, loading);
      loading.catch(() => files.get(url) === loading && files.delete(url));
    }
    return loading;
  }

  async function resolve(entry: string, page: RemotePage, deadline: Deadline): Promise<ResolvedPage> {
    const base = remoteBase(entry);
    const read = (path: string) => file(new URL(path, base).href, base, deadline);
    const [html, ...sheets] = await Promise.all([read(page.body), ...page.styles.map(read)]);
    return {
      ...page,
      head: fillBase(page.head, base),
      html: html!,
      sheets: page.styles.map((path, index) => ({ href: new URL(path, base).href, css: sheets[index]! })),
    };
  }

  // By the index's own page entry, which stays the same object while its index is unchanged.
  const resolved = new WeakMap<RemotePage, Map<string, Promise<ResolvedPage>>>();

  /** A page of the remote whose entry is `entry`, with its body's HTML and its style sheets. */
  function page(entry: string, page: RemotePage, deadline: Deadline): Promise<ResolvedPage> {
    let byEntry = resolved.get(page);
    if (!byEntry) resolved.set(page, (byEntry = new Map()));
    let resolving = byEntry.get(entry);
    if (!resolving) {
      byEntry.set(entry, (resolving = resolve(entry, page, deadline)));
      resolving.catch(() => byEntry.get(entry) === resolving && byEntry.delete(entry));
    }
    return resolving;
  }

  /**
   * The body of the page at `address` drawn for a refused form by the remote's own code
   * (site/src/refusalEndpoint.js): per visitor, so never kept.
   */
  async function refused(entry: string, address: string, refusal: FormRefusal, signal: AbortSignal): Promise<string> {
    const base = remoteBase(entry);
    const url = new URL(REFUSAL_PATH, base).href;
    const response = await fetcher(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address, refusal }), signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { html } = (await response.json()) as { html?: unknown };
    if (typeof html !== 'string') throw new Error(`${url} answered without the page`);
    return fillBase(html, base);
  }

  return { index, page, refused };
}

export type RemoteHtml = ReturnType<typeof createRemoteHtml>;
