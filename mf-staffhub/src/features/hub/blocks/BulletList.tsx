import type { BulletsBlock } from 'contract/schemas/hubContent';
import styles from './blocks.module.css';

export function BulletList({ block }: { block: BulletsBlock }) {
  return (
    <div className={styles.block}>
      {block.title && <h3>{block.title}</h3>}
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
