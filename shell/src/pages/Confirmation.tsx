import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { HoursAndPhone } from 'shared-ui/kit/SidePanel';
import { company } from 'contract/company/company';
import { caseIdInAddress, readConfirmationState } from 'shared-ui/routing/confirmation';
import styles from './Confirmation.module.css';

export function Confirmation() {
  const caseId = useCaseId();
  return (
    <Page title="Thank you!" width="narrow">
      <PageMeta title="Thank you" description="We received your submission: someone from our team will contact you by phone or email soon." />
      {/* One card holding the whole answer, spaced so the button never touches the hours (#33). */}
      <div className={styles.card}>
        <p className={styles.received}>We received your submission. Someone from our team will contact you by phone or email soon.</p>
        {caseId && (
          <p className={styles.caseId}>
            Your case number is <strong className="case-number">{caseId}</strong>. Please have it ready if you call us at{' '}
            <a href={company.phone.href}>{company.phone.display}</a>.
          </p>
        )}
        {/* What comes next, and the office's hours and phone, so the page is not a dead end (#33). */}
        <section aria-labelledby="confirmation-next">
          <h2 id="confirmation-next">What happens next</h2>
          <ol className={styles.steps}>
            <li>We read what you sent within business hours ({company.hours.weekdays}).</li>
            <li>Someone from our team calls or emails you back with the next step.</li>
          </ol>
        </section>
        <HoursAndPhone />
        <div className={styles.onward}>
          <LinkButton to="/">Return to the home page</LinkButton>
        </div>
      </div>
    </Page>
  );
}

/**
 * The case id the form left in the history entry. Read after the first render: the
 * server draws this page without one, and a reload keeps the entry's state, so the
 * browser's first render must not show it either or the two would differ. A form posted
 * without scripts left it in the address instead, which the server draws too.
 */
function useCaseId() {
  const { state, search } = useLocation();
  const [caseId, setCaseId] = useState<string>();
  useLayoutEffect(() => setCaseId(readConfirmationState(state).caseId), [state]);
  return caseId ?? caseIdInAddress(search);
}
