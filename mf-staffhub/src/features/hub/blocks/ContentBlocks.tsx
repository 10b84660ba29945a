import type { ContentBlock } from 'contract/schemas/hubContent';
import { BulletList } from './BulletList';
import { Callout } from './Callout';
import { HubFigure } from './HubFigure';
import { LinkList } from './LinkList';
import { Subsection } from './Subsection';

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'callout':
      return <Callout block={block} />;
    case 'bullets':
      return <BulletList block={block} />;
    case 'image':
      return <HubFigure image={block.image} />;
    case 'links':
      return <LinkList block={block} />;
    case 'subsection':
      return <Subsection block={block} />;
  }
}

/** A section's content, block by block in its order. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
