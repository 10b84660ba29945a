import type { ReactNode } from 'react';
import { Column } from 'shared-ui/kit/Column';
import { cx } from 'shared-ui/kit/cx';
import styles from './Page.module.css';

export interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  children?: ReactNode;
  /**
   * `narrow` keeps forms and reading to a comfortable measure, still starting at the
   * column's left edge, so the heading never moves between pages.
   */
  width?: 'narrow' | 'normal';
  className?: string;
}

/** The standard page body: the page title and its content in the site's column. */
export function Page({ title, lead, children, width = 'normal', className }: PageProps) {
  return (
    <Column className={cx(styles.page, styles[width], className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </Column>
  );
}
