import type { ReactNode } from 'react';
import styles from './PageWithSide.module.css';

export interface PageWithSideProps {
  /** The page's main content: a form, a guide. */
  children: ReactNode;
  /** The side panel (shared-ui/kit/SidePanel): beside the content on a wide screen, below it on a phone. */
  side: ReactNode;
}

/**
 * A form's or a guide's page body with a side panel (#33): on a wide screen the
 * content keeps its reading measure and the panel fills the column's right third; on a
 * phone the panel follows the content. Plain CSS grid, drawn by the server like the
 * rest, so nothing moves when the page's scripts run.
 */
export function PageWithSide({ children, side }: PageWithSideProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      {side}
    </div>
  );
}
