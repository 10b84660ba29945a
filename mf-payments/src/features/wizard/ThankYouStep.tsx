import { Button } from 'shared-ui/kit/Button';
import { Spinner } from 'shared-ui/kit/Spinner';
import { StepHeading } from './StepHeading';
import type { SecuringState } from './useSecureTransaction';
import { SECURING_TEXT } from './messages';
import styles from './PaymentWizard.module.css';

export function ThankYouStep({ securing, onRetry }: { securing: SecuringState; onRetry: () => void }) {
  return (
    <div>
      <StepHeading focusOnMount>Thank You</StepHeading>
      {securing.status === 'failed' ? (
        <>
          <p role="alert" className={styles.error}>
            {securing.message}
          </p>
          <div className={styles.actions}>
            <Button onClick={onRetry}>Try again</Button>
          </div>
        </>
      ) : (
        <div className={styles.securing}>
          <Spinner label="Securing your transaction" size="small" />
          <p>{SECURING_TEXT}</p>
        </div>
      )}
    </div>
  );
}
