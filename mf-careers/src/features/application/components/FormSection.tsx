import type { ReactNode } from 'react';
import styles from './application.module.css';

export interface FormSectionProps {
  legend: string;
  /** A sentence under the legend, tied to the group as its description. */
  hint?: ReactNode;
  id: string;
  /** `job` for the smaller boxes of Previous Employment. */
  variant?: 'section' | 'job';
  children: ReactNode;
}

/** A titled group of fields: a fieldset, so screen readers announce the legend with each field. */
export function FormSection({ legend, hint, id, variant = 'section', children }: FormSectionProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset id={id} className={variant === 'job' ? styles.job : styles.section} aria-describedby={hintId}>
      <legend className={variant === 'job' ? styles.jobLegend : styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}
