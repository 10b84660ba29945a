// Loads a piece of staff content when a page opens (again on `retry`), and sends the
// visitor back to the keypad, replacing the history entry, when the worker refuses
// the unlock.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WorkerError } from 'shared-ui/api/worker';
import { PATHS } from '../paths';
import { UnlockRefusedError } from './staffApi';

export type StaffResource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'missing' }
  | { status: 'error' };

export function useStaffResource<T>(load: (signal: AbortSignal) => Promise<T>): [StaffResource<T>, () => void] {
  const navigate = useNavigate();
  const [state, setState] = useState<StaffResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof UnlockRefusedError) {
          navigate(PATHS.keypad, { replace: true });
        } else if (error instanceof WorkerError && error.status === 404) {
          setState({ status: 'missing' });
        } else {
          console.error('could not load staff content', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [load, navigate, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
