// Step 3: the captcha. The page owns its timers (flag at 0.5 s, container hidden at
// 1 s, hidden challenge frame removed at 5 s); this step shows the widget.
import { useRef } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { Spinner } from 'shared-ui/kit/Spinner';
import { StepHeading } from './StepHeading';
import { useCaptchaWidget } from './captcha/useCaptchaWidget';
import { CAPTCHA_LOAD_FAILED } from './messages';
import styles from './PaymentWizard.module.css';

interface CaptchaStepProps {
  round: number;
  hidden: boolean;
  /** While the Thank You step shows, the (hidden) widget stays mounted but its controls go. */
  active: boolean;
  onToken: (token: string) => void;
  onExpired: () => void;
  onBack: () => void;
  focusOnMount: boolean;
}

export function CaptchaStep({ round, hidden, active, onToken, onExpired, onBack, focusOnMount }: CaptchaStepProps) {
  const container = useRef<HTMLDivElement>(null);
  const status = useCaptchaWidget(container, round, { onToken, onExpired });
  return (
    <div>
      {active && <StepHeading focusOnMount={focusOnMount}>Verify you are a person</StepHeading>}
      {active && status === 'loading' && <Spinner label="Loading the verification" size="small" />}
      {status === 'failed' && (
        <p role="alert" className={styles.error}>
          {CAPTCHA_LOAD_FAILED}
        </p>
      )}
      <div ref={container} className={styles.captcha} hidden={hidden} data-testid="captcha-container" />
      {active && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      )}
    </div>
  );
}
