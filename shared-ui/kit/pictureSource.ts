// The picture records the generated modules list (tooling/photos writes them into each
// remote's src/assets/generated). Width and height are always known, so no image shifts
// the page as it loads, and every picture carries a tiny preview, so none is a blank box
// while it arrives.
import type { PhotoSource } from 'shared-ui/kit/Photo';

/** A picture in several widths and formats, with a preview drawn until it arrives. */
export interface PictureSource extends PhotoSource {
  /** The AVIF files (a srcset), which browsers that read AVIF take over the WebP ones; only the company's own photos have them. */
  avifSrcSet?: string;
  /** A tiny image as a data: URL, drawn stretched in the picture's box until the picture arrives. */
  placeholder: string;
  /** The narrowest WebP file: a page's lead picture draws it inline under the one the browser picks (Picture's `leads`). */
  smallestSrc: string;
}

/** Files of one format, narrowest first: each bundled URL and its width in pixels. */
type Candidates = readonly (readonly [url: string, width: number])[];

export interface PictureInput {
  alt: string;
  /** The largest file's size. */
  width: number;
  height: number;
  webp: Candidates;
  avif?: Candidates;
  placeholder: string;
}

const srcSetOf = (candidates: Candidates) => candidates.map(([url, width]) => `${url} ${width}w`).join(', ');

/** A picture as the generated modules list it: the largest WebP is the fallback `src`. */
export function picture({ alt, width, height, webp, avif, placeholder }: PictureInput): PictureSource {
  return {
    alt,
    src: webp[webp.length - 1]![0],
    srcSet: srcSetOf(webp),
    ...(avif && { avifSrcSet: srcSetOf(avif) }),
    width,
    height,
    placeholder,
    smallestSrc: webp[0]![0],
  };
}
