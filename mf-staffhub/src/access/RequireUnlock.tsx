// The guard of the staff area: its pages show only with a stored, unexpired unlock;
// otherwise the visitor goes to the keypad, replacing the history entry so Back does
// not lead into the guard again.
import { Navigate, Outlet } from 'react-router-dom';
import { readUnlock } from './unlockStore';
import { PATHS } from '../paths';


export function RequireUnlock() {
  if (!readUnlock()) return <Navigate to={PATHS.keypad} replace />;
  return <Outlet />;
}
