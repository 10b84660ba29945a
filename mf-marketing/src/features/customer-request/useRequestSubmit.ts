// The submit handler of a ticket or lead form: send, keep the spinner for the kind's
// confirmation delay, then go to /confirmation with the case id. On a failure the
// form keeps its input and the kind's failure message shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EmailConfig } from 'shared-ui/api/config';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { CONFIRMATION_PATH, confirmationState } from 'shared-ui/routing/confirmation';
import type { CustomerRequestValues } from 'shared-ui/schemas/customerRequest';
import type { RequestKind } from './requestKind';
import { newRequestSession, submitRequest } from './submitRequest';

export function useRequestSubmit(kind: RequestKind, config: EmailConfig) {
  const navigate = useNavigate();
  const { schedule } = useTimers();
  const session = useRef(newRequestSession());
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (values: CustomerRequestValues) => {
      setFailed(false);
      let caseId: string;
      try {
        ({ caseId } = await submitRequest(kind, values, config, session.current));
      } catch (error) {
        console.error(`the ${kind.form} could not be sent`, error);
        setFailed(true);
        return;
      }
      // A visitor who left while it was sending is not taken anywhere.
      if (!mounted.current) return;
      // The form stays busy (spinner, no second submit) until the visitor has left.
      if (kind.confirmationDelayMs > 0) {
        await new Promise<void>((resolve) => schedule(resolve, kind.confirmationDelayMs));
      }
      navigate(CONFIRMATION_PATH, { state: confirmationState(caseId) });
    },
    [kind, config, navigate, schedule],
  );

  return { submit, failed };
}
