// The email configuration a ticket or lead is sent with. Only the send needs it, so the
// form never waits for it: it is asked of the worker when the page opens, a send made
// before it arrived waits for that same request, and a send made after it failed asks again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailConfig } from 'contract/schemas/config';
import { fetchEmailConfig } from 'shared-ui/api/config';
import { forgetConfigReloads } from './configReloads';

export function useEmailConfigOnSend() {
  const request = useRef<Promise<EmailConfig> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const ask = useCallback(() => {
    const asked = fetchEmailConfig();
    request.current = asked;
    // A failed request is forgotten: the next send asks again.
    asked.catch(() => {
      if (request.current === asked) request.current = null;
    });
    return asked;
  }, []);

  useEffect(() => {
    let current = true;
    ask().then(forgetConfigReloads, (error: unknown) => {
      console.error('could not reach worker', error);
      if (current) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [ask]);

  /** The configuration, once the worker has answered. */
  const configForSend = useCallback(() => request.current ?? ask(), [ask]);

  return { loadFailed, configForSend };
}
