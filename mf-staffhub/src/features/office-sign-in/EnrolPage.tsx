// Enrolment from an invitation link (`npm run staff -w worker -- invite "Name"`): the
// invitation rides in the address's fragment (#…), which no server, log or Referer
// sees. The person makes a passkey on this device and is then signed in with it.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { enrolmentOptionsBodySchema } from 'contract/schemas/office';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { PATHS } from '../../paths';
import { useOfficeSession } from '../../office/officeSessionStore';
import { enrolPasskey } from './passkeyCeremony';
import { ENROL_MESSAGES, passkeyProblem } from './passkeyProblems';

const invitationIn = (hash: string) => {
  const invitation = decodeURIComponent(hash.replace(/^#/, ''));
  return enrolmentOptionsBodySchema.safeParse({ invitation }).success ? invitation : null;
};

export function EnrolPage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const signedIn = useOfficeSession((state) => state.signedIn);
  const invitation = invitationIn(hash);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function enrol() {
    if (busy || !invitation) return;
    setBusy(true);
    setMessage(null);
    try {
      const session = await enrolPasskey(invitation);
      // The invitation is spent: it leaves the address (and the history entry) with the page.
      if (session) {
        signedIn(session);
        navigate(PATHS.office, { replace: true });
      } else {
        navigate(PATHS.officeSignIn, { replace: true, state: { enrolled: true } });
      }
    } catch (error) {
      const problem = passkeyProblem(error);
      if (problem === 'unreachable') console.error('office enrolment failed', error);
      setMessage(ENROL_MESSAGES[problem]);
      setBusy(false);
    }
  }

  if (!invitation) {
    return (
      <Page title="Set up your office passkey" width="narrow">
        <p role="alert">This enrolment link is incomplete. Open the link from your invitation again, or ask the office admin for a new one.</p>
      </Page>
    );
  }
  return (
    <Page
      title="Set up your office passkey"
      lead="You have been invited to the office. Make a passkey on this device (your screen lock or security key) and sign in with it from now on."
      width="narrow"
    >
      {message && <p role="alert">{message}</p>}
      <Button variant="primary" onClick={() => void enrol()} aria-busy={busy || undefined}>
        {busy ? 'Waiting for your passkey…' : 'Create a passkey'}
      </Button>
    </Page>
  );
}
