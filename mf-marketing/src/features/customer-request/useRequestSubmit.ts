// The submit handler of a ticket or lead form: send (with the email configuration, once
// the worker has given it), keep the spinner for the kind's confirmation delay, then go
// to /confirmation?case=<id>, the case id the worker made. On a failure (the configuration's
// too) the form keeps its input and says so: the kind's failure message, or, when the
// worker asks the visitor to wait (429), how long before sending again.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BotSignals } from 'contract/schemas/botSignals';
import type { EmailConfig } from 'contract/schemas/config';
import { waitBeforeResending } from 'shared-ui/api/submissions';
import type { SendProgress } from 'shared-ui/forms/ZodForm';
import { clearDraft } from 'shared-ui/forms/drafts';
import { useStillHere } from 'shared-ui/hooks/useStillHere';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { confirmationAddress, confirmationState } from 'shared-ui/routing/confirmation';
import type { CustomerRequestValues } from 'contract/schemas/customerRequest';
import type { RequestKind } from './requestKind';
import { newRequestSession, submitRequest } from './submitRequest';

/** Why the last send did not go through: it failed, or the worker asked to wait this many seconds. */
export type SendFailure = { kind: 'failed' } | { kind: 'wait'; seconds: number };

export function useRequestSubmit(
  kind: RequestKind,
  configForSend: () => Promise<EmailConfig>,
  botSignals: () => BotSignals,
) {
  const navigate = useNavigate();
  const { schedule } = useTimers();
  const session = useRef(newRequestSession());
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const stillHere = useStillHere();

  const submit = useCallback(
    async (values: CustomerRequestValues, progress?: SendProgress) => {
      setFailure(null);
      let caseId: string;
      try {
        ({ caseId } = await submitRequest(kind, values, await configForSend(), session.current, botSignals));
      } catch (error) {
        const seconds = waitBeforeResending(error);
        if (seconds === undefined) console.error(`the ${kind.form} could not be sent`, error);
        setFailure(seconds === undefined ? { kind: 'failed' } : { kind: 'wait', seconds });
        return;
      }
      clearDraft(kind.form);
      // A visitor who left while it was sending is not taken anywhere.
      if (!stillHere()) return;
      // The form stays busy (spinner, no second submit) until the visitor has left.
      progress?.sent();
      if (kind.confirmationDelayMs > 0) {
        await new Promise<void>((resolve) => schedule(resolve, kind.confirmationDelayMs));
      }
      // The case id in the address too, as the server's answer to a posted form puts it: on
      // the page sent without the app, this loads /confirmation, which draws it from there.
      navigate(confirmationAddress(caseId), { state: confirmationState(caseId) });
    },
    [kind, configForSend, botSignals, navigate, schedule, stillHere],
  );

  return { submit, failure };
}
