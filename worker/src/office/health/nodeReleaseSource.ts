// The health page's release source on Node (src/node.ts): the folder RELEASES_DIR, or none
// when it is not set (the page then shows the field's numbers without live versions).
import { folderReleaseState } from './folderReleaseState';
import { releaseSource, type ReleaseSource } from './releaseState';

export function nodeReleaseSource(env: Record<string, string | undefined>): ReleaseSource | undefined {
  const dir = env.RELEASES_DIR?.trim();
  return dir ? releaseSource(folderReleaseState(dir), env) : undefined;
}
