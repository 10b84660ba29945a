// A file of the build drawn inside the server's HTML rather than fetched after it. Only
// the prerender (tooling/ssr) can read the build's files, so it provides the reader; in
// the browser there is none and a picture keeps its tiny preview.
import { createContext } from 'react';

/** The bundled file at `url` as a data: URL, or undefined where it cannot or should not be read. */
export type InlineFile = (url: string) => string | undefined;

export const InlineFileContext = createContext<InlineFile>(() => undefined);
