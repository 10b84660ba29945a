import type { ReactNode } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Column.module.css';

/**
 * The site's one content column: every page's heading and content start at its left
 * edge, at every width. A full-bleed band (a hero, a photo strip) spans the screen and
 * puts its own content in a Column, so it lines up with the pages around it.
 */
export function Column({ children, className }: { children?: ReactNode; className?: string | undefined }) {
  return <div className={cx(styles.column, className)}>{children}</div>;
}

export { styles as columnStyles };
