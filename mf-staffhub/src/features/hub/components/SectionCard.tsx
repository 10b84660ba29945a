// One section of a topic as a card: its label, title and summary; a click anywhere on
// it (or its title button, for the keyboard) opens it to 90% of the screen's height
// with its content, and Close Section closes it again.
import { useEffect, useRef } from 'react';
import type { HubSection } from 'contract/schemas/hubContent';
import { Button } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { ContentBlocks } from '../blocks/ContentBlocks';
import styles from './SectionCard.module.css';

export interface SectionCardProps {
  section: HubSection;
  expanded: boolean;
  onExpand: () => void;
  onCollapse: () => void;
}

export function SectionCard({ section, expanded, onExpand, onCollapse }: SectionCardProps) {
  const card = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(expanded);
  const headingId = `${section.key}-title`;
  const contentId = `${section.key}-content`;

  useEffect(() => {
    if (expanded && !wasExpanded.current) card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    wasExpanded.current = expanded;
  }, [expanded]);

  const close = () => {
    onCollapse();
    toggle.current?.focus();
  };

  return (
    <article
      ref={card}
      aria-labelledby={headingId}
      className={cx(styles.card, expanded && styles.expanded)}
      onClick={() => {
        if (!expanded) onExpand();
      }}
    >
      <p className={styles.label}>{section.label}</p>
      <h2 id={headingId} className={styles.title}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={expanded ? contentId : undefined}
          onClick={() => (expanded ? onCollapse() : onExpand())}
        >
          {section.title}
        </button>
      </h2>
      <p className={styles.summary}>{section.summary}</p>
      {expanded && (
        <div id={contentId} className={styles.content}>
          <ContentBlocks blocks={section.blocks} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Close Section
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
