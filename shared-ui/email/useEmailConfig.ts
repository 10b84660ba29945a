import { useEffect, useState } from 'react';
import type { EmailConfig } from 'contract/schemas/config';
import { fetchEmailConfig } from 'shared-ui/api/config';

export type EmailConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: EmailConfig }
  | { status: 'error'; error: unknown };

/** The email configuration, fetched from the worker when a form opens. */
export function useEmailConfig(): EmailConfigState {
  const [state, setState] = useState<EmailConfigState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchEmailConfig().then(
      (config) => current && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error('could not reach worker', error);
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
