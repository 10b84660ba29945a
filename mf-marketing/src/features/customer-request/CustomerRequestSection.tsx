// The form part of a ticket or lead page, its island (#42). The form is drawn at once, on
// the server as in the browser: only the send needs the email configuration, which the
// page asks the worker for when it opens (useEmailConfigOnSend). If that fails, the spec's message shows and the page
// reloads after 5 s, but only while nothing has been typed: a visitor who has begun
// keeps the form and what they typed, and sending asks for the configuration again.
// After MAX_CONFIG_RELOADS reloads in a row the page stops reloading and says so.
import { useEffect, useState } from 'react';
import type { EmailConfig } from 'contract/schemas/config';
import { company } from 'contract/company/company';
import { useBotSignals } from 'shared-ui/forms/useBotSignals';
import { notSentYet } from 'shared-ui/forms/waitMessage';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { CustomerRequestForm } from './CustomerRequestForm';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { configReloadsSoFar, countConfigReload, MAX_CONFIG_RELOADS } from './configReloads';
import type { RequestKind } from './requestKind';
import { useEmailConfigOnSend } from './useEmailConfigOnSend';
import { useRequestSubmit, type SendFailure } from './useRequestSubmit';
import styles from './CustomerRequest.module.css';

export const LOAD_ERROR = 'there was an error loading this page';
export const RELOAD_DELAY_MS = 5000;

const CallUs = () => (
  <>
    call us at <a href={company.phone.href}>{company.phone.display}</a>
  </>
);

/** The failure's headline: the kind's message, or how long to wait before sending again. */
export const failureHeadline = (kind: RequestKind, failure: SendFailure) =>
  failure.kind === 'wait' ? notSentYet(failure.seconds) : kind.failureMessage;

interface RequestFormProps {
  kind: RequestKind;
  configForSend: () => Promise<EmailConfig>;
  /** Called when the visitor changes any field. */
  onTyped: () => void;
  interest: string | undefined;
}

function RequestForm({ kind, configForSend, onTyped, interest }: RequestFormProps) {
  const { honeypotRef, signals } = useBotSignals();
  const { submit, failure } = useRequestSubmit(kind, configForSend, signals);
  return (
    <>
      {/* Every field's change bubbles here, typed or replayed from before the scripts took over. */}
      <div onChange={onTyped}>
        <CustomerRequestForm kind={kind} onValid={submit} honeypotRef={honeypotRef} interest={interest} />
      </div>
      <div role="alert">
        {failure && (
          <div className={styles.failure}>
            <p className={styles.failureText}>{failureHeadline(kind, failure)}</p>
            <p>
              What you typed is still here. If it keeps happening, <CallUs />.
            </p>
          </div>
        )}
      </div>
    </>
  );
}

export const GAVE_UP = `The page could not reach our system after ${MAX_CONFIG_RELOADS} tries.`;

/** The configuration did not load: the page reloads, unless the visitor has begun typing or it has tried enough. */
function LoadFailure({ reloading, gaveUp }: { reloading: boolean; gaveUp: boolean }) {
  if (gaveUp) {
    return (
      <div role="alert" className={styles.failure}>
        <p className={styles.failureText}>{LOAD_ERROR}</p>
        <p>
          {GAVE_UP} Please <CallUs />, or try again later.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureText}>{LOAD_ERROR}</p>
      <p>
        {reloading ? `The page will reload in ${RELOAD_DELAY_MS / 1000} seconds.` : 'What you typed is still here.'} If
        this keeps happening, <CallUs />.
      </p>
    </div>
  );
}

export interface CustomerRequestSectionProps {
  kind: RequestKind;
  /** The interest to start the form with (the lead's, from its address). */
  interest?: string | undefined;
}

export function CustomerRequestSection({ kind, interest }: CustomerRequestSectionProps) {
  const { loadFailed, configForSend } = useEmailConfigOnSend();
  const [typed, setTyped] = useState(false);
  const [reloadsSoFar] = useState(configReloadsSoFar);
  const { schedule, cancel } = useTimers();
  const gaveUp = loadFailed && reloadsSoFar >= MAX_CONFIG_RELOADS;
  const reloading = loadFailed && !typed && !gaveUp;

  useEffect(() => {
    if (!reloading) return;
    const timer = schedule(() => {
      countConfigReload();
      reloadPage();
    }, RELOAD_DELAY_MS);
    return () => cancel(timer);
  }, [reloading, schedule, cancel]);

  return (
    <>
      {loadFailed && <LoadFailure reloading={reloading} gaveUp={gaveUp} />}
      <RequestForm kind={kind} configForSend={configForSend} onTyped={() => setTyped(true)} interest={interest} />
    </>
  );
}
