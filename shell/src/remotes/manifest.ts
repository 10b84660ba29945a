/** remotes.json, served beside the shell and edited at deploy time, never bundled. */
export interface SiteManifest {
  remotes: Array<{ name: string; entry: string }>;
  worker: string;
}

export const MANIFEST_PATH = '/remotes.json';

const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);

// Checked by hand rather than with zod: the shell's first load carries no form
// library, and this is the only thing it validates.
export function parseManifest(json: unknown): SiteManifest {
  const candidate = json as Partial<SiteManifest> | null;
  const remotesValid =
    Array.isArray(candidate?.remotes) &&
    candidate.remotes.every((remote) => typeof remote?.name === 'string' && remote.name !== '' && isUrl(remote.entry));
  if (!candidate || !remotesValid || !isUrl(candidate.worker)) {
    throw new Error(`${MANIFEST_PATH} is not a valid manifest`);
  }
  return { remotes: candidate.remotes!, worker: candidate.worker };
}
