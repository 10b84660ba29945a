import type { LinksBlock } from 'contract/schemas/hubContent';
import { ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import styles from './blocks.module.css';

/** Outside resources, each opened in a new tab that cannot reach back into this page. */
export function LinkList({ block }: { block: LinksBlock }) {
  return (
    <div className={styles.block}>
      {block.title && <h3>{block.title}</h3>}
      <ExternalLinkList className={styles.links} links={block.links.map((link) => ({ key: link.key, href: link.url, label: link.name }))} />
    </div>
  );
}
