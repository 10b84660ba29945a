import { useLocation } from 'react-router-dom';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { company } from 'contract/company/company';
import { readConfirmationState } from 'shared-ui/routing/confirmation';
import styles from './Confirmation.module.css';

export function Confirmation() {
  const { caseId } = readConfirmationState(useLocation().state);
  return (
    <section className={styles.page}>
      <title>Thank you | Rock River Audio Video</title>
      <h1>Thank you!</h1>
      <p>We received your submission. Someone from our team will contact you by phone or email soon.</p>
      {caseId && (
        <p className={styles.caseId}>
          Your case number is <strong>{caseId}</strong>. Please have it ready if you call us at{' '}
          <a href={company.phone.href}>{company.phone.display}</a>.
        </p>
      )}
      <LinkButton to="/">Return to the home page</LinkButton>
    </section>
  );
}
