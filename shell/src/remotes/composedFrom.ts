// What a page was composed from (#34): the shell's release (its build's: shellRelease.ts,
// #44) and each remote's version, as the manifest the page was composed with names them
// (a canary's for a visitor in its cohorts, a preview's or an override's where a signed
// grant chose it). The composer sends it as the X-Composed-From header of every page; in
// the browser, staff ask the page for the same with `__composedFrom()` in the console
// (docs/operations.md).
import { LOCAL_VERSION } from 'contract/schemas/fieldReportRules';
import { versionOfEntry } from 'site/releaseLayout';
import type { SiteManifest } from './manifest';
import { SHELL_RELEASE } from './shellRelease';

export const COMPOSED_FROM_HEADER = 'X-Composed-From';

/**
 * `shell=<release>; marketing=<version>; careers=local; …`: the shell's release as its build
 * was told (`local` for a local build); a remote serving its own build (not the release
 * store's) is `local`.
 */
export function composedFrom(manifest: SiteManifest, shellRelease: string = SHELL_RELEASE): string {
  const remotes = manifest.remotes.map(({ name, entry }) => `${name}=${versionOfEntry(entry) ?? LOCAL_VERSION}`);
  return [`shell=${shellRelease}`, ...remotes].join('; ');
}

/** Lets staff ask the page in the console which versions drew it: `__composedFrom()`. */
export function exposeComposedFrom(manifest: SiteManifest, view: Window = window): void {
  (view as Window & { __composedFrom?: () => string }).__composedFrom = () => composedFrom(manifest);
}
