// What holdIslandPresses.js (inline in the page's head) took for an island, and acting on
// it once the island is live.
export interface HeldPress {
  target: EventTarget;
  event: Event;
}

export interface IslandPresses {
  isHeld(island: HTMLElement): boolean;
  settle(island: HTMLElement): HeldPress[];
}

declare global {
  interface Window {
    __islandPresses?: IslandPresses;
  }
}

/** Fired on an island when its first press is taken: its code is asked for at once. */
export const ISLAND_HELD_EVENT = 'island-held';

// One press a task, as a person's come: each acts on what the one before it drew.
export async function actOn(presses: readonly HeldPress[]): Promise<void> {
  for (const [index, { target, event }] of presses.entries()) {
    if (index > 0) await new Promise((next) => setTimeout(next));
    const again =
      event instanceof KeyboardEvent
        ? new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true, composed: true })
        : new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    target.dispatchEvent(again);
  }
}
