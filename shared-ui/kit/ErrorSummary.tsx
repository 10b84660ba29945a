import type { MouseEvent, Ref } from 'react';
import styles from './ErrorSummary.module.css';

export interface FieldError {
  /** The id of the erroring control, which the summary links to. */
  field: string;
  message: string;
}

export interface ErrorSummaryProps {
  heading: string;
  errors: readonly FieldError[];
  ref?: Ref<HTMLDivElement>;
  /** Focused as the page loads (a form the server refused: no script is there to focus it). */
  autoFocus?: boolean;
}

/** The list of a form's errors, each linked to its field; nothing while there are none. */
export function ErrorSummary({ heading, errors, ref, autoFocus }: ErrorSummaryProps) {
  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(field);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView({ block: 'center' });
  };

  return (
    <div ref={ref} className={styles.summary} role="alert" aria-labelledby="error-summary-heading" tabIndex={-1} autoFocus={autoFocus}>
      <h2 id="error-summary-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {errors.map((error, index) => (
          <li key={`${error.field}-${index}`}>
            <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { styles as errorSummaryStyles };
