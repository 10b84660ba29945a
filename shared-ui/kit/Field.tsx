// The frame every form control shares: its label, an optional hint and its error,
// tied to the control with for/id and aria-describedby so screen readers announce them.
import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control with the given hint and error. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;

export function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}> *</span>}
      </label>
      {hint && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export { styles as fieldStyles };
