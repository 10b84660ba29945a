// What a page was composed from (#34): the shell's version and each remote's, as the
// manifest the page was composed with names them (a canary's for a visitor in its
// cohorts, a preview's or an override's where a signed grant chose it). The composer
// sends it as the X-Composed-From header of every page; in the browser, staff ask the
// page for the same with `__composedFrom()` in the console (docs/operations.md).
import { LOCAL_VERSION } from 'contract/schemas/fieldReportRules';
import { versionOfEntry } from 'site/releaseLayout';
import type { SiteManifest } from './manifest';

export const COMPOSED_FROM_HEADER = 'X-Composed-From';

/** `shell=local; marketing=<version>; careers=local; …`: a remote serving its own build (not the release store's) is `local`, as the shell is. */
export function composedFrom(manifest: SiteManifest): string {
  const remotes = manifest.remotes.map(({ name, entry }) => `${name}=${versionOfEntry(entry) ?? LOCAL_VERSION}`);
  return [`shell=${LOCAL_VERSION}`, ...remotes].join('; ');
}

/** Lets staff ask the page in the console which versions drew it: `__composedFrom()`. */
export function exposeComposedFrom(manifest: SiteManifest, view: Window = window): void {
  (view as Window & { __composedFrom?: () => string }).__composedFrom = () => composedFrom(manifest);
}
