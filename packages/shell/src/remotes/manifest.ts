import { z } from 'zod';

/** remotes.json, served beside the shell and edited at deploy time, never bundled. */
export const manifestSchema = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.url() })),
  worker: z.url(),
});

export type SiteManifest = z.infer<typeof manifestSchema>;

export const MANIFEST_PATH = '/remotes.json';
