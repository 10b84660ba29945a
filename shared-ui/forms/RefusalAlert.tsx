import { errorSummaryStyles as styles } from 'shared-ui/kit/ErrorSummary';

/** Where a refused form's error summary goes, a refusal not about its fields: focused as the page loads, since no script is there to focus it. */
export function RefusalAlert({ message }: { message: string }) {
  return (
    <div className={styles.summary} role="alert" tabIndex={-1} autoFocus>
      <p className={styles.heading}>{message}</p>
    </div>
  );
}
