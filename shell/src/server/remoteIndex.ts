// What a remote rendered when it was built, published beside its remoteEntry.js:
// ssr/index.json lists its pages (each page's <head> tags, body file, style sheets and the
// files its code loads),
// its not-found page and the paths it draws only in the browser. Checked on arrival:
// a remote that publishes something else is treated as down, costing its routes only.
import { z } from 'zod';

/** A file of the remote's browser build: the app's chunks at its top, the islands' under islands/. */
const chunkFile = z.string().regex(/^(islands\/)?[\w.-]+\.(js|css)$/);

const pageSchema = z.object({
  head: z.string(),
  body: z.string().regex(/^ssr\/[\w.-]+\.html$/),
  styles: z.array(z.string().regex(/^[\w./-]+\.css$/)),
  /**
   * The files the browser loads for the page ('./routes' and its own chunks); for a page
   * sent without the app, those of its islands loaded at once. None in indexes written before.
   */
  chunks: z.array(chunkFile).optional(),
  /** The remote's copies of the shared modules the page uses, by share key (pagePreloads.ts). */
  shared: z.record(z.string(), z.array(chunkFile)).optional(),
  /** A page sent without the app: the shell's page script alone up front; the remote's code only for its islands, later (staticPage.ts). */
  static: z.literal(true).optional(),
});

export const remoteIndexSchema = z.object({
  remote: z.string(),
  pages: z.record(z.string().startsWith('/'), pageSchema),
  notFound: pageSchema,
  clientOnly: z.array(z.string().startsWith('/')).default([]),
  /** Pages of `clientOnly` sent to `to` without the `cookie` their code sets on unlocking (shared-ui/routing/prerender.ts, guardRedirect.ts). */
  guard: z
    .object({
      paths: z.array(z.string().startsWith('/')),
      cookie: z.string().regex(/^[\w-]{1,64}$/),
      to: z.string().regex(/^\/[\w/-]*$/),
    })
    .optional(),
});

export type RemotePage = z.infer<typeof pageSchema>;
export type RemoteIndex = z.infer<typeof remoteIndexSchema>;

/** Where a remote's files live: the folder of its entry. */
export const remoteBase = (entry: string) => new URL('.', entry).href;

export const INDEX_PATH = 'ssr/index.json';
