// Whether this render draws or hydrates the server's HTML (true) or is the browser's own
// (false). In a hydrated tree it turns false in the render right after hydration, so what
// the page's scripts change from the server's HTML they change after it matched.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useDrawnByServer = () => useSyncExternalStore(noSubscription, () => false, () => true);
