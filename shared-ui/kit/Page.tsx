import type { ReactNode } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Page.module.css';

export interface PageProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  children?: ReactNode;
  /** `wide` for galleries and grids, `narrow` for forms and reading. */
  width?: 'narrow' | 'normal' | 'wide';
  className?: string;
}

/** The standard page body: a centred column with the page title. */
export function Page({ title, lead, children, width = 'normal', className }: PageProps) {
  return (
    <div className={cx(styles.page, styles[width], className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
