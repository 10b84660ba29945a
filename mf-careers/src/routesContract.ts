// The shell loads the exposed './routes' as a RemoteRoutesModule (a default component,
// an optional preload): this assignment fails the type check when it stops being one.
import type { RemoteRoutesModule } from 'shared-ui/routing/remoteRoutes';
import * as routes from './routes';

export const routesContract: RemoteRoutesModule = routes;
