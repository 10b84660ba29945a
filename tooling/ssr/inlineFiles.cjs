// What the prerender inlines into a page's HTML (shared-ui/kit/inlineFile.ts): a file of
// the remote's browser build, read from disk by the bundled URL the server build gives it
// (its hashed name under the asset base placeholder), as a data: URL. Only pictures, and
// only small ones: a page's lead picture's narrowest file, 5-7 KB, drawn with the first
// paint, where a larger one would delay that paint more than it gains.
const fs = require('node:fs');
const path = require('node:path');
const { ASSET_BASE_PLACEHOLDER } = require('site/assetBase');

/** The largest file inlined. */
const INLINE_FILE_MAX_BYTES = 10 * 1024;

const PICTURE_TYPES = { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg' };

/** Reads `url` from `browserDist` as a data: URL; undefined for another base, another kind of file or one too large. */
function inlineFileReader(browserDist) {
  const root = path.resolve(browserDist);
  return (url) => {
    if (!url.startsWith(ASSET_BASE_PLACEHOLDER)) return undefined;
    const file = path.resolve(root, url.slice(ASSET_BASE_PLACEHOLDER.length));
    const type = PICTURE_TYPES[path.extname(file)];
    if (!type || !file.startsWith(`${root}${path.sep}`)) return undefined;
    const bytes = fs.readFileSync(file);
    if (bytes.length > INLINE_FILE_MAX_BYTES) return undefined;
    return `data:${type};base64,${bytes.toString('base64')}`;
  };
}

module.exports = { inlineFileReader, INLINE_FILE_MAX_BYTES };
