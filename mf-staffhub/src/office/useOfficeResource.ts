// Loads what an office page shows when it opens (again on `retry` or when `load`
// changes). A refused session is told to the frame (officeSessionStore), which says so
// or sends the person to sign in.
import { useCallback, useEffect, useState } from 'react';
import { WorkerError } from 'shared-ui/api/worker';
import { OfficeRefusedError } from './officeApi';
import { useOfficeSession } from './officeSessionStore';

export type OfficeResource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'error' };

export function useOfficeResource<T>(load: (signal: AbortSignal) => Promise<T>): [OfficeResource<T>, () => void, (data: T) => void] {
  const refused = useOfficeSession((state) => state.refused);
  const [state, setState] = useState<OfficeResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof OfficeRefusedError) return refused(error.refusal);
        if (error instanceof WorkerError && error.status === 404) return setState({ status: 'missing' });
        console.error('could not load office content', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [load, refused, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, retry, replace];
}
