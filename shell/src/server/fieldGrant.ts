// Each composed page's field grant (#32, credentials/src/fieldGrant.js): what lets that page
// load's browser report to the worker, signed here under FIELD_GRANT_KEY for each
// response, naming the versions the page was composed with, the visitor's cohort while a
// canary runs, and whether the load counts (a preview, the release tool's smoke load, does
// not).
//
// How it reaches the page: in a Server-Timing header (`field-grant;desc="<grant>"`), which
// the page's scripts read from its navigation timing entry (shell/src/field/grant.ts). A
// grant is new for every response, while the page's HTML is the same for every visitor,
// kept drawn (pageCache.ts) and, on Node, kept encoded (encodedPages.ts): in a header the
// grant leaves those bytes as they are, with no per-response substitution that would undo
// their precompression, and costs no second request (a grant endpoint would also give
// grants to a script that never loads a page). A grant costs a client a composed page.
import { FIELD_GRANT_METRIC, FIELD_REPORT_REMOTES, type FieldReportRemote } from 'contract/schemas/fieldReportRules';
import { FIELD_GRANT_TTL_MS, signFieldGrant } from 'credentials/fieldGrant';
import { PREVIEW_HEADER } from 'site/releaseLayout';
import { versionOf } from '../field/version';
import type { ManifestChoice, ManifestSource } from './releasedManifest';

const isReported = (name: string): name is FieldReportRemote => (FIELD_REPORT_REMOTES as readonly string[]).includes(name);

/** The versions a page composed with `choice` runs: the shell's and each remote's. */
export function grantedVersions({ manifest }: ManifestChoice): Record<string, string> {
  const names = ['shell' as const, ...manifest.remotes.map(({ name }) => name).filter(isReported)];
  return Object.fromEntries(names.map((name) => [name, versionOf(name, manifest)]));
}

/** The Server-Timing value that carries `grant`. */
export const grantTiming = (grant: string) => `${FIELD_GRANT_METRIC};desc="${grant}"`;

export interface FieldGrants {
  /** The manifest source the composer reads, remembering each request's choice for its grant. */
  manifest: ManifestSource;
  /** The composed page's response with its grant, where it has a page to report from. */
  granted(request: Request, response: Response): Promise<Response>;
}

/** Grants for the pages composed from `manifest`, signed with `key`; without a key, none. */
export function fieldGrants(manifest: ManifestSource, key: string | undefined, now = () => Date.now()): FieldGrants {
  const chosen = new WeakMap<Request, ManifestChoice>();
  return {
    manifest: async (request) => {
      const choice = await manifest(request);
      chosen.set(request, choice);
      return choice;
    },
    async granted(request, response) {
      const choice = chosen.get(request);
      if (!key || !choice || request.method !== 'GET' || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
      const grant = await signFieldGrant(
        {
          versions: grantedVersions(choice),
          cohort: choice.cohort?.value ?? null,
          // A staged release's preview (the release tool's smoke load, a pull request's preview link) is not a visitor's load;
          // nor is a not-found or an error page, which any client may ask for as often as it likes (#44).
          counted: response.status === 200 && !choice.preview && !request.headers.has(PREVIEW_HEADER),
          // Marked as a preview too, so the worker never judges it even were it counted (grantMarks.ts).
          preview: choice.preview !== undefined || request.headers.has(PREVIEW_HEADER),
          // A team's journey against its canary (a synthetic credential): counted apart from visitors.
          synthetic: choice.synthetic !== undefined,
          expiresAt: new Date(now() + FIELD_GRANT_TTL_MS),
        },
        key,
      );
      response.headers.append('Server-Timing', grantTiming(grant));
      return response;
    },
  };
}
