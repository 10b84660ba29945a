// An override grant (#34, credentials/src/overrideGrant.js) chooses the version of every remote it
// names for the one request that carries it: what `npm run bisect` composes each candidate
// state of the site with. A remote it names `local` is served from its own build (the
// shell's manifest, before that remote's first release); one it does not name keeps the
// version the request would have had. Checked by its signature and expiry alone, and
// refused whole where it names a remote the shell does not know: no store is read for a
// grant that is refused. The signer checked that each version is in the store.
import { OWN_BUILD, verifyOverrideGrant } from 'credentials/overrideGrant';
import { releaseFolder } from 'site/releaseLayout';
import type { SiteManifest } from '../remotes/manifest';

export interface Overridden {
  manifest: SiteManifest;
  /** What the response's X-Release-Preview says it was composed with. */
  preview: string;
}

/** The manifest `grant` composes its request with, laid over `current`; undefined for a grant that is not valid. */
export async function overriddenManifest(grant: string, key: string, base: SiteManifest, current: SiteManifest, root: string): Promise<Overridden | undefined> {
  const verified = await verifyOverrideGrant(grant, key);
  if (!verified) return undefined;
  const named = Object.entries(verified.versions);
  if (!named.every(([name]) => base.remotes.some((remote) => remote.name === name))) return undefined;
  const remotes = current.remotes.map((remote) => {
    const version = verified.versions[remote.name];
    if (!version) return remote;
    if (version === OWN_BUILD) return base.remotes.find(({ name }) => name === remote.name) ?? remote;
    return { ...remote, entry: new URL(`${releaseFolder(remote.name, version)}remoteEntry.js`, root).href };
  });
  return { manifest: { ...current, remotes }, preview: `override ${named.map(([name, version]) => `${name}@${version}`).join(', ')}` };
}
