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

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value); // memo, forwardRef

/**
 * What keeps a loaded `./routes` module from meeting the contract above; none when it
 * does. The shell checks every remote it loads with it, and a remote's build checks its
 * own (tooling/ssr), so a release that breaks the contract never goes live.
 */
export function routesContractProblems(module: unknown): string[] {
  const candidate = (module ?? {}) as Partial<Record<keyof RemoteRoutesModule, unknown>>;
  const problems: string[] = [];
  if (!isComponent(candidate.default)) problems.push('it has no default export that is a React component (the remote\'s <Routes>)');
  if (candidate.preload !== undefined && typeof candidate.preload !== 'function') problems.push('its preload export is not a function');
  return problems;
}

export const describeContractProblems = (name: string, problems: readonly string[]) =>
  `${name} does not meet the contract the shell loads: ${problems.join('; ')}`;
