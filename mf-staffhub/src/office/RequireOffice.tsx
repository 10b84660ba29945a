// The office's guard: its pages show only for a signed-in person, as the worker says
// (GET /office/session, asked once a tab); anyone else goes to sign-in, which brings
// them back to where they were. The history entry is replaced, so Back does not lead
// into the guard again.
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ENDPOINTS } from 'contract/endpoints';
import { officeSessionSchema } from 'contract/schemas/office';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { Page } from 'shared-ui/kit/Page';
import { Button } from 'shared-ui/kit/Button';
import { PATHS } from '../paths';
import { OfficeRefusedError, officeGet } from './officeApi';
import { useOfficeSession } from './officeSessionStore';
import { OfficeFrame } from './OfficeFrame';

/** Where sign-in sends the person back to: the router state a guard leaves. */
export interface ReturnTo {
  from?: string;
  /** The worker refused the session because the person was revoked: sign-in says so. */
  revoked?: boolean;
}

type Check = 'checking' | 'signed-out' | 'revoked' | 'failed' | 'done';

export function RequireOffice() {
  const location = useLocation();
  const session = useOfficeSession((state) => state.session);
  const refusal = useOfficeSession((state) => state.refusal);
  const signedIn = useOfficeSession((state) => state.signedIn);
  const [check, setCheck] = useState<Check>(session ? 'done' : 'checking');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (session) return;
    const controller = new AbortController();
    setCheck('checking');
    officeGet(ENDPOINTS.officeSession, officeSessionSchema, controller.signal).then(
      (answer) => {
        signedIn(answer);
        setCheck('done');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof OfficeRefusedError)) console.error('could not read the office session', error);
        setCheck(error instanceof OfficeRefusedError ? error.refusal : 'failed');
      },
    );
    return () => controller.abort();
  }, [session, signedIn, attempt]);

  const from = `${location.pathname}${location.search}`;
  // A session that ended (not a revoked one: the frame says that) is signed in again.
  if (check === 'signed-out' || check === 'revoked' || (refusal === 'signed-out' && !session)) {
    return <Navigate to={PATHS.officeSignIn} replace state={{ from, revoked: check === 'revoked' || undefined } satisfies ReturnTo} />;
  }
  if (check === 'failed') {
    return (
      <Page title="Office" width="narrow">
        <p role="alert">The office could not be reached. Check the connection and try again.</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
      </Page>
    );
  }
  if (!session) return <PageLoading />;
  return (
    <OfficeFrame person={session.person}>
      <Outlet />
    </OfficeFrame>
  );
}
