import { Button } from 'shared-ui/kit/Button';
import styles from './LoadFailed.module.css';

/** What a hub page shows when the worker could not be reached: the reason and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>The knowledge hub could not be loaded. Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
