import { cx } from 'shared-ui/kit/cx';
import styles from './ReviewWords.module.css';

/** A customer's words as every quote of a review draws them: in curly quotes, no last line of one word. */
export function ReviewWords({ quote, className }: { quote: string; className?: string }) {
  return (
    <blockquote className={cx(styles.words, className)}>
      <p>{quote}</p>
    </blockquote>
  );
}
