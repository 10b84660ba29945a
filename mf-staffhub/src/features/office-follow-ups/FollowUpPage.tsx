// One follow-up: what was sent, field by field as the form's email labels it (a Wi-Fi
// password only as "(given)", the worker's doing), its email's confirmation, and who
// handled it when, or the form to mark it handled with a note.
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from 'shared-ui/kit/Page';
import { PATHS } from '../../paths';
import { ResourceStatus } from '../../office/ResourceStatus';
import { officeTime } from '../../office/officeTime';
import { useOfficeResource } from '../../office/useOfficeResource';
import { loadFollowUp } from './followUpsApi';
import { DELIVERY_TEXTS, FORM_NAMES, handledText, isUnconfirmed } from './followUpTexts';
import { MarkHandledForm } from './MarkHandledForm';
import styles from './FollowUps.module.css';

export function FollowUpPage() {
  const { form = '', caseId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => loadFollowUp(form, caseId, signal), [form, caseId]);
  const [detail, retry, replace] = useOfficeResource(load);

  if (detail.status !== 'ready') {
    return (
      <Page title={caseId}>
        <ResourceStatus resource={detail} retry={retry} what="follow-up" />
        <Link to={PATHS.office}>All follow-ups</Link>
      </Page>
    );
  }
  const item = detail.data;
  return (
    <Page title={`${FORM_NAMES[item.form]} ${item.caseId}`} lead={`Received ${officeTime(item.receivedAt)}`}>
      <p>
        <Link to={PATHS.office}>All follow-ups</Link>
      </p>
      <p className={isUnconfirmed(item) ? styles.unconfirmed : undefined}>
        {isUnconfirmed(item) && <span aria-hidden="true">⚠ </span>}
        {DELIVERY_TEXTS[item.delivery]}
      </p>
      <h2>What was sent</h2>
      <dl className={styles.fields}>
        {item.fields.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.handled} aria-labelledby="handled-heading">
        <h2 id="handled-heading">Handled</h2>
        <p>{handledText(item.handled)}</p>
        {item.handled?.note && <p className={styles.note}>Note: {item.handled.note}</p>}
        {!item.handled && <MarkHandledForm form={item.form} caseId={item.caseId} onHandled={replace} />}
      </section>
    </Page>
  );
}
