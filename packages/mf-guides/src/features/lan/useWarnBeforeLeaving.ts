// While `when` holds, leaving the page (reload, closing the tab, typing another
// address, following a link to another site) asks the browser to confirm first.
//
// In-app navigation is not covered: react-router's useBlocker needs a data router
// (createBrowserRouter), and the shell renders a <BrowserRouter>. The Getting Started
// page tells visitors that leaving a form loses its input.
import { useEffect } from 'react';

export function useWarnBeforeLeaving(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Safari and Chromium show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
