// The careers remote's islands by name (#42): what <Island name=…> on its pages refers to.
// The application sends the visitor on to /confirmation and asks before a link leaves
// typed input, so it is hydrated inside a router over the page's own address.
import { routedIsland, type IslandLoaders } from 'shared-ui/islands/registerIslands';

export const islandLoaders = {
  application: () =>
    routedIsland(
      Promise.all([
        import(/* webpackChunkName: "island-application" */ './features/application/ApplicationIsland'),
        // The form, in the island's chunk rather than one fetched after it.
        import(/* webpackChunkName: "island-application" */ './features/application/components/ApplicationForm'),
      ]).then(async ([island]) => {
        await island.LazyApplicationForm.preload();
        return island.ApplicationIsland;
      }),
    ),
} satisfies IslandLoaders;
