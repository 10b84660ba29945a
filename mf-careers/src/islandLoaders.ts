// The careers remote's islands by name (#42): what <Island name=…> on its pages refers to.
// The application sends the visitor on to /confirmation and asks before a link leaves
// typed input, so it is hydrated inside a router over the page's own address.
import type { IslandLoaders } from 'shared-ui/islands/registerIslands';

export const islandLoaders = {
  application: () =>
    Promise.all([
      import('./features/application/ApplicationIsland'),
      import('shared-ui/islands/DocumentRouter'),
      // The form's own chunk, fetched beside the island's rather than after it.
      import('./features/application/components/ApplicationForm'),
    ]).then(async ([island, { inDocumentRouter }]) => {
      await island.LazyApplicationForm.preload();
      return { default: inDocumentRouter(island.ApplicationIsland) };
    }),
} satisfies IslandLoaders;
