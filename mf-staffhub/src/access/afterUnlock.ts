// What the app loads during the 1.2 s between a correct code and the trust nav (the trust
// nav's chunk), given by the staff routes. The keypad's island on the page sent without
// the app has none: there the trust nav is a page load of its own.
import { createContext } from 'react';

export const AfterUnlock = createContext<(() => void) | undefined>(undefined);
