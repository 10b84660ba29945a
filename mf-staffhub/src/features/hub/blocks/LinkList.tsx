import type { LinksBlock } from 'shared-ui/schemas/hubContent';
import styles from './blocks.module.css';

/** Outside resources, each opened in a new tab that cannot reach back into this page. */
export function LinkList({ block }: { block: LinksBlock }) {
  return (
    <div className={styles.block}>
      {block.title && <h3>{block.title}</h3>}
      <ul className={styles.links}>
        {block.links.map((link) => (
          <li key={link.key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
