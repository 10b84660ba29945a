// One section of a topic as a card: its label, title and summary; a click anywhere on
// it (or its title button, for the keyboard) opens it across the row to the height of
// its content, and Close Section (or the title again) closes it. While the section is
// open, its title stays in view under the nav bar however far the visitor reads.
import { useEffect, useRef } from 'react';
import type { HubSection } from 'contract/schemas/hubContent';
import { Button } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { scrollBehavior } from 'shared-ui/kit/scrollBehavior';
import { ContentBlocks } from '../blocks/ContentBlocks';
import styles from './SectionCard.module.css';

export interface SectionCardProps {
  section: HubSection;
  expanded: boolean;
  onExpand: () => void;
  onCollapse: () => void;
}

/** How far below the top of the view scrolling a card into view puts it (its scroll-margin-top). */
const restingTop = (card: Element) => parseFloat(getComputedStyle(card).scrollMarginTop) || 0;

export function SectionCard({ section, expanded, onExpand, onCollapse }: SectionCardProps) {
  const card = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(expanded);
  const headingId = `${section.key}-title`;
  const contentId = `${section.key}-content`;

  useEffect(() => {
    const opened = expanded && !wasExpanded.current;
    const closed = !expanded && wasExpanded.current;
    wasExpanded.current = expanded;
    const target = card.current;
    if (!target) return;
    if (opened) target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Closed from far down a long section, the card's top is under the nav bar or
    // above the view: bring it back to where opening put it, with the focus on its title.
    else if (closed && target.getBoundingClientRect().top < restingTop(target)) {
      target.scrollIntoView({ behavior: 'instant', block: 'start' });
    }
  }, [expanded]);

  const close = () => {
    onCollapse();
    toggle.current?.focus({ preventScroll: true });
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
