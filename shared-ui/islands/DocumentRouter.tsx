// The router of an island hydrated on a page sent without the app (#42). The island's
// component uses React Router as it does inside the app; here a move within the same page
// (a guide's ?step=2) changes the address in place, and any other move loads that page,
// since only the page's own island is in this document.
import { useEffect, useMemo, useState, type ComponentProps, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import { createPath, Router } from 'react-router-dom';
import { leaveOnPurpose } from 'shared-ui/hooks/leavingOnPurpose';

type Location = ComponentProps<typeof Router>['location'] & object;
type Navigator = ComponentProps<typeof Router>['navigator'];
type To = Parameters<Navigator['push']>[0];

/** What this router keeps in history.state, as React Router's BrowserRouter does: the move's state and its key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

function documentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as EntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

export function DocumentRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(documentLocation);

  useEffect(() => {
    const onPop = () => setLocation(documentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const move = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(hrefOf(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
        // Code moving on (after a send) or a link the visitor already agreed to follow: never asked about again.
        leaveOnPurpose();
        if (replace) window.location.replace(url);
        else window.location.assign(url);
        return;
      }
      const entry: EntryState = { usr: state, key: Math.random().toString(36).slice(2, 10) };
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      setLocation(documentLocation());
    };
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to, state) => move(to, state, false),
      replace: (to, state) => move(to, state, true),
    };
  }, []);

  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

/** `Component` inside a DocumentRouter: how a remote's islands.js hydrates an island that routes. */
export function inDocumentRouter<P extends object>(Component: ComponentType<P>): FunctionComponent<P> {
  return function InDocumentRouter(props: P) {
    return (
      <DocumentRouter>
        <Component {...props} />
      </DocumentRouter>
    );
  };
}
