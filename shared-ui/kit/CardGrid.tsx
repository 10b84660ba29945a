import { Children, type CSSProperties, type HTMLAttributes } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './CardGrid.module.css';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** A list of cards (`<Card as="li">`), or a plain box of them. */
  as?: 'ul' | 'div';
  /** The narrowest a column may get, as a CSS length. */
  minColumn?: string;
  /**
   * `fit` stretches a short row of cards across the width; `fill` keeps each one column
   * wide; `whole` sets one, two or three columns by the screen's width and widens the
   * first card so the last row is full (a lead card: give it a layout for its width).
   */
  columns?: 'fit' | 'fill' | 'whole';
}

/**
 * How many columns the first of `count` cards spans so that every row of a `columns`
 * wide grid is full: the others fill `count - 1` cells, the first what is left of a row.
 */
export function leadSpan(count: number, columns: number): number {
  return columns - ((count - 1) % columns);
}

/** The grid of cards every remote lays its card pages out in. */
export function CardGrid({ as: Tag = 'ul', minColumn = '16rem', columns = 'fit', className, style, children, ...rest }: CardGridProps) {
  const count = Children.count(children);
  const gridStyle = {
    ...style,
    '--card-grid-min': minColumn,
    ...(columns === 'whole' && { '--card-grid-lead-2': leadSpan(count, 2), '--card-grid-lead-3': leadSpan(count, 3) }),
  } as CSSProperties;
  return (
    <Tag className={cx(styles.grid, columns === 'fill' && styles.fill, columns === 'whole' && styles.whole, className)} style={gridStyle} {...rest}>
      {children}
    </Tag>
  );
}
