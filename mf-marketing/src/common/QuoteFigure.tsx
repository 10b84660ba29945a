import type { ReactNode } from 'react';
import styles from './QuoteFigure.module.css';

/** A customer's words in curly quotes, with who said them underneath. */
export function QuoteFigure({ quote, children }: { quote: string; children: ReactNode }) {
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {children}
    </figure>
  );
}
