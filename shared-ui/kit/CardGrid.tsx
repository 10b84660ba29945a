import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './CardGrid.module.css';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** A list of cards (`<Card as="li">`), or a plain box of them. */
  as?: 'ul' | 'div';
  /** The narrowest a column may get, as a CSS length. */
  minColumn?: string;
  /** `fit` stretches a short row of cards across the width; `fill` keeps each one column wide. */
  columns?: 'fit' | 'fill';
}

/** The grid of cards every remote lays its card pages out in. */
export function CardGrid({ as: Tag = 'ul', minColumn = '16rem', columns = 'fit', className, style, ...rest }: CardGridProps) {
  const gridStyle = { ...style, '--card-grid-min': minColumn } as CSSProperties;
  return <Tag className={cx(styles.grid, columns === 'fill' && styles.fill, className)} style={gridStyle} {...rest} />;
}
