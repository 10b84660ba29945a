import { cx } from 'shared-ui/kit/cx';
import styles from './Stepper.module.css';

export interface StepperProps {
  /** Names of the steps, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  label?: string;
}

/** More steps than this, and a narrow bar shows the steps' numbers rather than their names. */
const NAMED_ON_A_PHONE = 3;

/**
 * Where a visitor is in a multi-step flow: 'Step 2 of 3' and the list of steps. Where the
 * bar is narrow (a phone) and has more than three steps, each shows its number and the
 * names are kept for screen readers only: five names in a phone's width broke mid-word
 * ("Wi-/Fi", #43), and the heading under the bar names the current step.
 */
export function Stepper({ steps, current, label = 'Progress' }: StepperProps) {
  return (
    <nav aria-label={label} className={cx(styles.stepper, steps.length > NAMED_ON_A_PHONE && styles.many)}>
      <p className={styles.count}>
        Step {Math.min(current + 1, steps.length)} of {steps.length}
      </p>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={index === current ? styles.current : index < current ? styles.done : styles.todo}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.name}>{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
