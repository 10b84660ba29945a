// The proof beside the calls to action: what customers rate us, the marks we hold and
// where we work. Its content is the company's to replace (data/trust.ts).
import { AggregateRating } from 'shared-ui/reviews/AggregateRating';
import type { Trust } from '../data/trust';
import styles from './TrustStrip.module.css';

/** Two readings of the same list: "A, B and C". */
const inWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function TrustStrip({ trust }: { trust: Trust }) {
  const { rating, marks, towns } = trust;
  return (
    <ul className={styles.strip} aria-label="Why customers choose us">
      <li className={styles.item}>
        <AggregateRating rating={rating} />
      </li>
      <li className={styles.item}>{marks.join(' · ')}</li>
      <li className={styles.item}>Serving {inWords(towns)}</li>
    </ul>
  );
}
