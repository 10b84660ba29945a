// The network personalization form, /gettingstarted/lan's island (#42): asked for at once,
// since the form is what the visitor came to fill; before its code arrives, or without it,
// the form posts and the server answers. On submit it journals with the worker, sends one
// email and goes straight to /confirmation?case=<id> (unless the visitor left meanwhile);
// a failure alerts and keeps everything typed (a second try reuses the journaled case
// id). A draft without the Wi-Fi passwords survives a reload.
import { sendFailureAlert } from 'shared-ui/forms/waitMessage';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchEmailConfig } from 'shared-ui/api/config';
import { useEmailConfig } from 'shared-ui/email/useEmailConfig';
import { clearDraft } from 'shared-ui/forms/drafts';
import type { SubmissionMemory } from 'shared-ui/forms/submitSubmission';
import { useStillHere } from 'shared-ui/hooks/useStillHere';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { confirmationAddress, confirmationState } from 'shared-ui/routing/confirmation';
import { lanSchema, type LanRequest, type LanRequestInput } from 'contract/schemas/lan';
import { LAN_DRAFT, LanFields } from './LanFields';
import { LAN_FAILURE_MESSAGE, submitLan } from './submitLan';

export const ERROR_HEADING = 'Please resolve the following errors before submitting';

const LAN_DEFAULTS: LanRequestInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  NetworkName: '',
  passcode: '',
  guestCheck: false,
  GuestNetworkName: '',
  guestpasscode: '',
};

export function LanForm() {
  const emailConfig = useEmailConfig();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  const memory = useRef<SubmissionMemory>({});

  const submit = async (values: LanRequest) => {
    try {
      // The configuration is fetched when the page opens; if that failed, try again now.
      const config = emailConfig.status === 'ready' ? emailConfig.config : await fetchEmailConfig();
      const receipt = await submitLan(values, config, memory.current);
      clearDraft(LAN_DRAFT);
      if (stillHere()) navigate(confirmationAddress(receipt.caseId), { state: confirmationState(receipt.caseId) });
    } catch (error) {
      console.error('the network personalization could not be submitted', error);
      window.alert(sendFailureAlert(error, LAN_FAILURE_MESSAGE));
    }
  };

  return (
    <ZodForm
      schema={lanSchema}
      defaultValues={LAN_DEFAULTS}
      errorHeading={ERROR_HEADING}
      submitLabel="Submit"
      onValid={submit}
      aria-label="Network personalization"
      nativeForm="lan"
    >
      {(form) => <LanFields form={form} />}
    </ZodForm>
  );
}
