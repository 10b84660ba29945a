import { Spinner } from 'shared-ui/kit/Spinner';
import styles from './PageLoading.module.css';

/**
 * What a page shows while its code or its content loads: a spinner in a screen-tall box, so the
 * footer stays below the fold and nothing on screen moves when the page arrives.
 */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}
