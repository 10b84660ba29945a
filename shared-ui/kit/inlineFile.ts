// A file of the build drawn inside the server's HTML rather than fetched after it (a
// page's lead picture's narrowest file, Picture's `leads`). Only the prerender
// (tooling/ssr) can read the build's files, so it provides the reader. In the browser the
// default reads what the server drew: an island hydrating over a lead picture draws
// exactly the HTML it was sent, and a picture the browser draws alone keeps its tiny preview.
import { createContext } from 'react';

/** The bundled file at `url` as a data: URL, or undefined where it cannot or should not be read. */
export type InlineFile = (url: string) => string | undefined;

/** On a picture whose preview is drawn from a file: that file's bundled URL. */
export const PREVIEW_SRC_ATTRIBUTE = 'data-preview-src';

const DATA_URL_IN_CSS = /^url\(["']?(data:[^"')]+)["']?\)$/;

/** The preview the page's HTML draws for the file at `url`, if a picture there draws one. */
function drawnInPage(url: string): string | undefined {
  for (const image of document.querySelectorAll<HTMLElement>(`img[${PREVIEW_SRC_ATTRIBUTE}]`)) {
    if (image.getAttribute(PREVIEW_SRC_ATTRIBUTE) === url) return DATA_URL_IN_CSS.exec(image.style.backgroundImage)?.[1];
  }
  return undefined;
}

export const InlineFileContext = createContext<InlineFile>(typeof document === 'undefined' ? () => undefined : drawnInPage);
