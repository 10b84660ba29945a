// The modules renderRemote.tsx is compiled against: webpack aliases them to the
// remote's own src/routes.tsx and src/prerender.ts (createRemoteConfigs.cjs).
declare module 'remote-routes' {
  import type { ComponentType } from 'react';

  const Routes: ComponentType;
  export default Routes;
  export const preload: ((pathname: string) => Promise<unknown>) | undefined;
}

declare module 'remote-prerender' {
  import type { PrerenderPlan } from 'shared-ui/routing/prerender';

  export const prerenderPlan: PrerenderPlan;
}
