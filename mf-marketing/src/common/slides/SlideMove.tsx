import type { MouseEvent } from 'react';
import { buttonClassName } from 'shared-ui/kit/Button';

export type Direction = 'previous' | 'next';

interface SlideMoveProps {
  direction: Direction;
  /** The neighbouring slide's id; none at an end, where the control is disabled. */
  to?: string;
  onMove: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Previous or Next as a link to the neighbouring slide, which the browser follows before
 * scripts run or without them. At an end it stays in its place, disabled: a link with no
 * address is out of the tab order, and aria-disabled says why it does nothing.
 */
export function SlideMove({ direction, to, onMove }: SlideMoveProps) {
  const text = direction === 'next' ? 'Next' : 'Previous';
  if (!to) {
    return (
      <a role="link" aria-disabled="true" data-move={direction} className={buttonClassName('secondary')}>
        {text}
      </a>
    );
  }
  return (
    <a href={`#${to}`} data-move={direction} className={buttonClassName('secondary')} onClick={onMove}>
      {text}
    </a>
  );
}
