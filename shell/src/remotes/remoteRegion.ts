// The owning remote's part of a page the server drew: marked in the HTML, and hydrated on
// its own once the remote's code arrives, while the frame around it is live already
// (startShell.tsx). What waits for that part (a tap held before the take-over, aimed
// inside it) waits on `remoteRegionHydrated` alone.

/** On the element that holds the remote's part of the page; its value is the remote's name. */
export const REMOTE_REGION_ATTRIBUTE = 'data-remote-region';

let markHydrated: () => void = () => undefined;

/**
 * Settles once the remote's part of the first page is hydrated, or was replaced (its
 * fallback, when its code failed), or when the page has no such part. Never rejects.
 */
export const remoteRegionHydrated: Promise<void> = new Promise((resolve) => (markHydrated = resolve));

/** Called when the remote's part has committed in the browser: hydrated, drawn afresh, or its fallback. */
export function remoteRegionSettled(): void {
  markHydrated();
}

/** The remote's part of the page that `element` lies in, if any. */
export const remoteRegionOf = (element: Element): Element | null => element.closest(`[${REMOTE_REGION_ATTRIBUTE}]`);
