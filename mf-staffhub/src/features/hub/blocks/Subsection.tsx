import type { SubsectionBlock } from 'contract/schemas/hubContent';
import { HubFigure } from './HubFigure';
import styles from './blocks.module.css';

export function Subsection({ block }: { block: SubsectionBlock }) {
  return (
    <section className={styles.block}>
      <h3>{block.title}</h3>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.image && <HubFigure image={block.image} />}
    </section>
  );
}
