// The files the browser needs to hydrate a remote's page, asked for with the page itself:
// the remote's entry, its './routes' and the page's chunks, and the remote's copies of the
// shared modules the page uses that the shell does not provide (the shell's copy serves
// the others). Without them the browser asked for each wave once the one before had run:
// the entry, then './routes' once the shell ran, then the page's chunks once that ran.
import { remoteBase, type RemotePage } from './remoteIndex';

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

const kindOf = (file: string): Preload['as'] => (file.endsWith('.css') ? 'style' : 'script');

/**
 * What to preload for `page` of the remote whose entry is `entry` (the entry alone for a
 * page with nothing listed, or from an index written before pages listed their chunks).
 * Style sheets already written into the page are left out; scripts come first.
 */
export function pagePreloads(entry: string, page: Pick<RemotePage, 'chunks' | 'shared' | 'styles'> | undefined, shellShares: ReadonlySet<string>): Preload[] {
  const files = new Set(page?.chunks ?? []);
  for (const [key, shared] of Object.entries(page?.shared ?? {})) if (!shellShares.has(key)) for (const file of shared) files.add(file);
  for (const sheet of page?.styles ?? []) files.delete(sheet);
  const base = remoteBase(entry);
  const preloads = [...files].map((file) => ({ href: new URL(file, base).href, as: kindOf(file) }));
  return [{ href: entry, as: 'script' }, ...preloads.filter(({ as }) => as === 'script'), ...preloads.filter(({ as }) => as === 'style')];
}

/**
 * The code of a page sent without the app whose islands load at once (PrerenderPlugin.cjs's
 * islandLoads), never the app's entry: not preloaded with the page but named in its state,
 * for its script to ask for together once the first paint is on screen (startIslands.ts).
 */
export function islandCode(entry: string, page: Pick<RemotePage, 'chunks'> | undefined): string[] {
  const base = remoteBase(entry);
  return (page?.chunks ?? []).map((file) => new URL(file, base).href);
}
