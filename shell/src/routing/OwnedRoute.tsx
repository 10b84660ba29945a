import { useLocation } from 'react-router-dom';
import { NotFound } from 'shared-ui/pages/NotFound';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { ownerOf } from 'site/routes';

/** Hands the current path to the remote that owns it, or shows not-found. */
export function OwnedRoute() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <NotFound />;
  return <RemoteRoutes key={owner} name={owner} />;
}
