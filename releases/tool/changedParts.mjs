// Which parts of the site a pull request changed, from the paths it changed (#44): what
// `npm run preview -- --paths-from <file>` previews, as the preview workflow's `paths:`
// filter (.github/workflows/preview-site.yml) lists them. A remote's own folder is that
// remote; shell/ (and credentials/, which only the shell's composer of the site's parts
// reads) is the shell; what every part is built from changes them all.
import { SHELL } from 'release-core/siteBisect';

/** What every remote and the shell are built from: a change to one is a change to each. */
export const SHARED_PATHS = ['shared-ui/', 'contract/', 'site/', 'package-lock.json'];
/** What only the shell, of the site's parts, is built from. */
export const SHELL_PATHS = ['shell/', 'credentials/'];

const under = (file, prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix);

/**
 * The remotes (in the site's order), then the shell, that `paths` change.
 * @param {readonly string[]} paths repository paths, as `git diff --name-only` lists them
 * @param {readonly string[]} remotes the site's remotes
 * @returns {string[]}
 */
export function changedParts(paths, remotes) {
  const files = paths.map((file) => file.trim().replace(/^\.\//, '')).filter(Boolean);
  const shared = files.some((file) => SHARED_PATHS.some((prefix) => under(file, prefix)));
  const changed = remotes.filter((remote) => shared || files.some((file) => file.startsWith(`mf-${remote}/`)));
  const shell = shared || files.some((file) => SHELL_PATHS.some((prefix) => under(file, prefix)));
  return shell ? [...changed, SHELL] : changed;
}
