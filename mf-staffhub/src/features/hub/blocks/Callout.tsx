import type { CalloutBlock } from 'contract/schemas/hubContent';
import styles from './blocks.module.css';

export function Callout({ block }: { block: CalloutBlock }) {
  const label = block.title ?? (block.tone === 'warning' ? 'Warning' : 'Note');
  return (
    <aside role="note" aria-label={label} className={block.tone === 'warning' ? styles.warning : styles.info}>
      <p className={styles.calloutTitle}>{label}</p>
      <p>{block.text}</p>
    </aside>
  );
}
