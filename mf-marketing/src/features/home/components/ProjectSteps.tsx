import type { ProjectStep } from '../data/projectSteps';
import styles from './ProjectSteps.module.css';

/** How a project goes: the steps in order, numbered, a line each. */
export function ProjectSteps({ steps }: { steps: readonly ProjectStep[] }) {
  return (
    <section aria-labelledby="steps-heading" className={styles.section}>
      <h2 id="steps-heading">How a project goes</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
