// The contract between the shell and every remote's exposed './routes' module, and
// how a remote turns the page paths it declares into <Route path>s.
import type { ComponentType } from 'react';

export interface RemoteRoutesModule {
  /** Renders the remote's <Routes>, mounted by the shell at the site's root. */
  default: ComponentType;
  /**
   * Loads ahead what the remote's page at `pathname` needs (its lazy page chunk), so
   * the page shows at once when the routes mount. Optional: a remote may have none.
   */
  preload?: (pathname: string) => Promise<unknown>;
}

/** A page's absolute path as a <Route path> under the shell's mount point ('/' is the index, ''). */
export const routePath = (path: string) => path.replace(/^\//, '');
