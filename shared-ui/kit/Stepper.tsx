import styles from './Stepper.module.css';

export interface StepperProps {
  /** Names of the steps, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  label?: string;
}

/** Where a visitor is in a multi-step flow: 'Step 2 of 3' and the list of steps. */
export function Stepper({ steps, current, label = 'Progress' }: StepperProps) {
  return (
    <nav aria-label={label} className={styles.stepper}>
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
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
