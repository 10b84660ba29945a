import type { MouseEvent, ReactNode } from 'react';
import { buttonClassName } from 'shared-ui/kit/Button';

export type Direction = 'previous' | 'next';

interface SlideMoveProps {
  direction: Direction;
  /** The neighbouring slide's id; none at an end, where the control is disabled. */
  to?: string;
  onMove: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** What it shows; the word Previous or Next unless told. */
  children?: ReactNode;
  /** A secondary button unless told. */
  className?: string;
}

/**
 * Previous or Next as a link to the neighbouring slide, which the browser follows before
 * scripts run or without them. At an end it stays in its place, disabled: a link with no
 * address is out of the tab order, and aria-disabled says why it does nothing.
 */
export function SlideMove({ direction, to, onMove, children, className = buttonClassName('secondary') }: SlideMoveProps) {
  const content = children ?? (direction === 'next' ? 'Next' : 'Previous');
  if (!to) {
    return (
      <a role="link" aria-disabled="true" data-move={direction} className={className}>
        {content}
      </a>
    );
  }
  return (
    <a href={`#${to}`} data-move={direction} className={className} onClick={onMove}>
      {content}
    </a>
  );
}
