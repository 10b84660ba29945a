// What holdIslandPresses.js (inline in the page's head) took for an island, and acting on
// it once the island is live.
export interface HeldPress {
  /** The control pressed, or the form sent. */
  target: EventTarget;
  event: Event;
  /** For a form sent: the button that sent it, if one did. */
  submitter: HTMLElement | null;
}

export interface IslandPresses {
  isHeld(island: HTMLElement): boolean;
  settle(island: HTMLElement): HeldPress[];
  letGo(island: HTMLElement): void;
  awaitCode(island: HTMLElement): void;
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
  for (const [index, { target, event, submitter }] of presses.entries()) {
    if (index > 0) await new Promise((next) => setTimeout(next));
    if (target instanceof HTMLFormElement) {
      // Sent again as the visitor sent it: the live form's own handler answers.
      const button = submitter && (submitter as HTMLButtonElement).form === target ? submitter : undefined;
      if (target.isConnected) target.requestSubmit(button);
      continue;
    }
    const again =
      event instanceof KeyboardEvent
        ? new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true, composed: true })
        : new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    target.dispatchEvent(again);
  }
}
