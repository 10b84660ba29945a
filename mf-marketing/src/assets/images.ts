// What the generated modules (./generated) import their pictures' builders from: the
// pictures' own (shared-ui/kit/pictureSource, shared with the other remotes' generated
// modules), then the posters' and the portraits', which only this remote shows.
import type { ImageSource, PhotoSource } from 'shared-ui/kit/Photo';
import sizes from './sizes.json';

export { picture, type PictureSource } from 'shared-ui/kit/pictureSource';

/** A 16:9 video poster in every width of sizes.poster. */
export function posterPhoto(alt: string, urls: readonly string[]): PhotoSource {
  const { widths, aspect } = sizes.poster;
  const largest = widths[widths.length - 1]!;
  return {
    alt,
    src: urls[urls.length - 1]!,
    srcSet: urls.map((url, i) => `${url} ${widths[i]}w`).join(', '),
    width: largest,
    height: Math.round((largest * aspect[1]!) / aspect[0]!),
  };
}

/** A square team portrait; the page gives it the person's name as alt text. */
export const portraitImage = (src: string): ImageSource => ({ src, width: sizes.portrait.width, height: sizes.portrait.height });
