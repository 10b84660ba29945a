// A route change starts at the top of the page, or at the anchor its link names: smoothly,
// or at once for visitors who ask their system for less motion. The first render moves
// nothing: the page the server drew is already where the browser put it (at the link's
// anchor, where a reload left it, or where the visitor scrolled before the scripts took over).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollBehavior } from 'shared-ui/kit/scrollBehavior';
import { anchorId, whenAnchorAppears } from './anchor';

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });

  useEffect(() => {
    const before = shown.current;
    if (before.pathname === pathname && before.hash === hash) return;
    shown.current = { pathname, hash };
    const behavior = scrollBehavior();
    const id = anchorId(hash);
    const anchor = id ? document.getElementById(id) : null;
    if (anchor) {
      anchor.scrollIntoView({ behavior });
      return;
    }
    if (pathname !== before.pathname) window.scrollTo({ top: 0, behavior });
    if (id) return whenAnchorAppears(id, (appeared) => appeared.scrollIntoView({ behavior }));
  }, [pathname, hash]);

  return null;
}
