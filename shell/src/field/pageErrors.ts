// What reaches the window uncaught: an error no code caught ('error', React's uncaught
// render errors included) and a promise rejected with no handler ('unhandledrejection').
// Only the error's name and message are read, never its stack or the file it came from.
import type { ERROR_SOURCES } from 'contract/schemas/fieldReports';

export interface PageError {
  source: (typeof ERROR_SOURCES)[number];
  /** The thrown value itself, to tell a chunk that failed to load from other errors. */
  error: unknown;
  /** 'TypeError: x is undefined', or the rejection's value as text. */
  message: string;
}

/** An error's name and message, or any other thrown value as text. */
export function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message ? `${thrown.name}: ${thrown.message}` : thrown.name;
  if (typeof thrown === 'string') return thrown;
  try {
    return String(thrown);
  } catch {
    return '';
  }
}

/** Calls `onError` for each uncaught error and unhandled rejection of the window; returns the way to stop. */
export function listenForPageErrors(view: Window, onError: (error: PageError) => void): () => void {
  const uncaught = (event: ErrorEvent) => {
    // A script that is not the site's origin and not CORS-enabled only says 'Script error.'
    const message = event.error !== undefined && event.error !== null ? describeThrown(event.error) : event.message;
    onError({ source: 'uncaught', error: event.error, message });
  };
  const rejected = (event: PromiseRejectionEvent) =>
    onError({ source: 'unhandled-rejection', error: event.reason, message: describeThrown(event.reason) });
  view.addEventListener('error', uncaught);
  view.addEventListener('unhandledrejection', rejected);
  return () => {
    view.removeEventListener('error', uncaught);
    view.removeEventListener('unhandledrejection', rejected);
  };
}
