// A ticket or lead page: the email configuration is fetched from the worker when the
// page opens; while it loads a spinner shows, if it fails the spec's message shows and
// the page reloads after 5 s (no form is shown, so nothing typed is lost to the reload).
import { useEffect, type ReactNode } from 'react';
import type { EmailConfig } from 'contract/schemas/config';
import { company } from 'contract/company/company';
import { useEmailConfig } from 'shared-ui/email/useEmailConfig';
import { useBotSignals } from 'shared-ui/forms/useBotSignals';
import { waitInWords } from 'shared-ui/forms/waitMessage';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { Spinner } from 'shared-ui/kit/Spinner';
import { CustomerRequestForm } from './CustomerRequestForm';
import { reloadPage } from './reloadPage';
import type { RequestKind } from './requestKind';
import { useRequestSubmit, type SendFailure } from './useRequestSubmit';
import styles from './CustomerRequest.module.css';

export const LOAD_ERROR = 'there was an error loading this page';
export const RELOAD_DELAY_MS = 5000;

export interface CustomerRequestPageProps {
  kind: RequestKind;
  meta: { title: string; description: string };
  title: string;
  lead: ReactNode;
}

const CallUs = () => (
  <>
    call us at <a href={company.phone.href}>{company.phone.display}</a>
  </>
);

/** The failure's headline: the kind's message, or how long to wait before sending again. */
export const failureHeadline = (kind: RequestKind, failure: SendFailure) =>
  failure.kind === 'wait' ? `Not sent yet: please wait ${waitInWords(failure.seconds)}, then send it again.` : kind.failureMessage;

function RequestForm({ kind, config }: { kind: RequestKind; config: EmailConfig }) {
  const { honeypotRef, signals } = useBotSignals();
  const { submit, failure } = useRequestSubmit(kind, config, signals);
  return (
    <>
      <CustomerRequestForm kind={kind} onValid={submit} honeypotRef={honeypotRef} />
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

export function CustomerRequestPage({ kind, meta, title, lead }: CustomerRequestPageProps) {
  const emailConfig = useEmailConfig();
  const { schedule } = useTimers();

  useEffect(() => {
    if (emailConfig.status === 'error') schedule(reloadPage, RELOAD_DELAY_MS);
  }, [emailConfig.status, schedule]);

  return (
    <Page title={title} lead={lead} width="narrow">
      <PageMeta title={meta.title} description={meta.description} />
      {emailConfig.status === 'loading' && <Spinner label="Loading the form" />}
      {emailConfig.status === 'error' && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureText}>{LOAD_ERROR}</p>
          <p>
            The page will reload in {RELOAD_DELAY_MS / 1000} seconds. If this keeps happening, <CallUs />.
          </p>
        </div>
      )}
      {emailConfig.status === 'ready' && <RequestForm kind={kind} config={emailConfig.config} />}
    </Page>
  );
}
