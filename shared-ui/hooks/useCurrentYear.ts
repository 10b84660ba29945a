// The current year, for text a server draws and the browser hydrates. The server cannot
// know the year the visitor's clock will say, so both draw `drawnYear`, the year the
// calling code was built in (pass __BUILD_YEAR__ from the calling app: its HTML and its
// browser code come from one build; a shared module's copy may come from another app's).
// Once the page is hydrated, and on every page drawn only in the browser, the browser's
// own year shows: it differs from the drawn one only when a release outlives its year.
import { useSyncExternalStore } from 'react';

// The year is read at each render; nothing announces its change.
const subscribe = () => () => {};
const browserYear = () => new Date().getFullYear();

export function useCurrentYear(drawnYear: number): number {
  return useSyncExternalStore(subscribe, browserYear, () => drawnYear);
}
