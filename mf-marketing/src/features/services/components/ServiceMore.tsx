import type { ReactNode } from 'react';
import styles from './ServiceMore.module.css';

/**
 * A service's second paragraph and highlights (#43: the services pages shortened on a phone
 * by presentation, nothing dropped). On a phone a disclosure the browser opens itself, no
 * script; from a tablet's width up always open, its summary gone (ServiceMore.module.css).
 * The browser's find-in-page opens it too.
 */
export function ServiceMore({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.more}>
      <summary className={styles.summary}>More about {title}</summary>
      {children}
    </details>
  );
}
