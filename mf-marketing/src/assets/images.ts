// Builds the picture records the generated modules (./generated) list, from the
// fixed sizes the generator rendered (./sizes.json): width and height are always
// known, so no image shifts the page as it loads.
import type { ImageSource, PhotoSource } from 'shared-ui/kit/Photo';
import sizes from './sizes.json';

function responsive(alt: string, urls: readonly string[], widths: readonly number[], [aw, ah]: readonly number[]): PhotoSource {
  const largest = widths[widths.length - 1]!;
  return {
    alt,
    src: urls[urls.length - 1]!,
    srcSet: urls.map((url, i) => `${url} ${widths[i]}w`).join(', '),
    width: largest,
    height: Math.round((largest * ah!) / aw!),
  };
}

/** A 16:10 scene in every width of sizes.scene. */
export const scenePhoto = (alt: string, urls: readonly string[]) => responsive(alt, urls, sizes.scene.widths, sizes.scene.aspect);

/** A 16:9 video poster. */
export const posterPhoto = (alt: string, urls: readonly string[]) => responsive(alt, urls, sizes.poster.widths, sizes.poster.aspect);

/** A square team portrait; the page gives it the person's name as alt text. */
export const portraitImage = (src: string): ImageSource => ({ src, width: sizes.portrait.width, height: sizes.portrait.height });
