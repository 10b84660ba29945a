import type { CSSProperties, ReactNode } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  media?: ReactNode;
  footer?: ReactNode;
  /** Border colour, for cards coloured by kind (a CSS colour or custom property). */
  accent?: string;
  className?: string;
  children?: ReactNode;
  as?: 'article' | 'section' | 'div' | 'li';
}

/** A card's title as its link (#43): for a card drawn without `Card`; inside `Card` and `CardGrid` a title's link has it already. */
export const cardTitleLink = styles.titleLink;

export function Card({ title, headingLevel = 3, media, footer, accent, className, children, as = 'article' }: CardProps) {
  const Tag = as;
  const Heading = `h${headingLevel}` as const;
  const style = accent ? ({ '--card-accent': accent } as CSSProperties) : undefined;
  return (
    <Tag className={cx(styles.card, accent && styles.accented, className)} style={style}>
      {media && <div className={styles.media}>{media}</div>}
      <div className={styles.body}>
        {title && <Heading className={styles.title}>{title}</Heading>}
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Tag>
  );
}
