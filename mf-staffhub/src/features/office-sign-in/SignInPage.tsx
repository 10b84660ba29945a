// The office's sign-in: a passkey, nothing to type. Afterwards the person goes back to
// the office page that sent them here (the guard's router state), else to follow-ups.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { PATHS } from '../../paths';
import type { ReturnTo } from '../../office/RequireOffice';
import { useOfficeSession } from '../../office/officeSessionStore';
import { signInWithPasskey } from './passkeyCeremony';
import { passkeyProblem, SIGN_IN_MESSAGES } from './passkeyProblems';

/** Only a path of the office's own, so the state cannot send anyone elsewhere. */
const returnPath = (state: unknown) => {
  const from = (state as ReturnTo | null)?.from;
  return from && from.startsWith(`${PATHS.office}`) && !from.startsWith(PATHS.officeSignIn) ? from : PATHS.office;
};

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useOfficeSession((state) => state.signedIn);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const enrolled = (location.state as { enrolled?: boolean } | null)?.enrolled === true;
  const revoked = (location.state as ReturnTo | null)?.revoked === true;

  async function signIn() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      signedIn(await signInWithPasskey());
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem === 'unreachable') console.error('office sign-in failed', error);
      setMessage(SIGN_IN_MESSAGES[problem]);
      setBusy(false);
    }
  }

  return (
    <Page title="Office sign-in" lead="Sign in with the passkey you set up from your invitation." width="narrow">
      {enrolled && <p role="status">Your passkey is set up. Sign in with it now.</p>}
      {revoked && !message && <p role="alert">Your office access has been revoked. Ask the office admin for a new invitation.</p>}
      {message && <p role="alert">{message}</p>}
      <Button variant="primary" onClick={() => void signIn()} aria-busy={busy || undefined}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      <p>No passkey yet, or lost it? Ask the office admin for an invitation: it comes as a link that is good for a day.</p>
    </Page>
  );
}
