// Sending an application: journal it with the worker, email it through EmailJS, then
// go to /confirmation?case=<id> (unless the applicant has left meanwhile), forgetting the draft.
// Any failure (worker, email service, missing configuration)
// shows the spec's alert and is logged; the form keeps what the visitor typed, and a
// retry of the same values reuses the journaled case id.
import { sendFailureAlert } from 'shared-ui/forms/waitMessage';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchEmailConfig } from 'shared-ui/api/config';
import { useEmailConfig } from 'shared-ui/email/useEmailConfig';
import { clearDraft } from 'shared-ui/forms/drafts';
import { submitSubmission, type SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { useStillHere } from 'shared-ui/hooks/useStillHere';
import { confirmationAddress, confirmationState } from 'shared-ui/routing/confirmation';
import type { Application } from 'contract/schemas/application';
import { applicationEmails } from 'contract/emails/formEmails';

export const APPLICATION_FAILURE_MESSAGE = 'there was an error submitting your application. check internet connection.';

export function useSubmitApplication(draft: string) {
  const emailConfig = useEmailConfig();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const memory = useRef<SubmissionMemory>({});
  // Once an application went through, a late second click must not send it again.
  const sent = useRef(false);

  const submit = async (values: Application) => {
    if (sent.current) return;
    try {
      // The configuration is fetched when the form opens; if that failed, try once more now.
      const config = emailConfig.status === 'ready' ? emailConfig.config : await fetchEmailConfig();
      const receipt = await submitSubmission(
        { form: 'application', values, config, emails: ({ caseId }) => applicationEmails(values, caseId) },
        memory.current,
      );
      sent.current = true;
      clearDraft(draft);
      // The case id in the address too, as the server's answer to a posted form puts it: on
      // the posting, sent without the app, this loads /confirmation, which draws it from there.
      if (stillHere()) navigate(confirmationAddress(receipt.caseId), { state: confirmationState(receipt.caseId) });
    } catch (error) {
      console.error('could not submit the application', error);
      window.alert(sendFailureAlert(error, APPLICATION_FAILURE_MESSAGE));
    }
  };

  return { emailConfig, submit };
}
