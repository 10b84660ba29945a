// The guard of the staff area: its pages show only with a stored, unexpired unlock;
// otherwise the visitor goes to the keypad, replacing the history entry so Back does
// not lead into the guard again.
import { Navigate, Outlet } from 'react-router-dom';
import { readUnlock } from './unlockStore';

export const KEYPAD_PATH = '/verify/trust';

export function RequireUnlock() {
  if (!readUnlock()) return <Navigate to={KEYPAD_PATH} replace />;
  return <Outlet />;
}
