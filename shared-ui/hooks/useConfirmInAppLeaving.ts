// While `when` holds, moving to another page of the site asks `window.confirm(message)`
// first, and a refusal leaves the visitor where they are.
//
// React Router's useBlocker needs a data router, and the shell renders a declarative
// <BrowserRouter>, so this works on the browser's events instead, ahead of the router:
// - Links: a capture listener on the document sees the click before React does. A
//   refused click goes no further, as if it had not happened: the link's own handlers
//   (a menu closing) do not run, and neither the <Link> nor the browser follows it.
// - Back and Forward: the Navigation API's `navigate` event comes before the move and
//   can cancel it, so the history keeps every entry. popstate cannot serve: it comes
//   after the move, and the router's listener, added first, runs first (even against a
//   capture listener, in Chromium) and renders the next page. Browsers without the
//   Navigation API, or that will not let the page cancel a given move (they may refuse
//   when the visitor has not touched the page since), go back without asking.
// Navigation by code (navigate() after a submit) is neither, and is never asked about.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { leaveOnPurpose } from 'shared-ui/hooks/leavingOnPurpose';

/** Asks `message`; a yes makes the move on purpose, so a page that then unloads does not ask again. */
function confirmed(message: string): boolean {
  if (!window.confirm(message)) return false;
  leaveOnPurpose();
  return true;
}

/** Whether `url` is another page of this site than `pathname` (routes ignore case). */
const isOtherPage = (url: URL, pathname: string) =>
  url.origin === window.location.origin && url.pathname.toLowerCase() !== pathname.toLowerCase();

/** Whether a click follows a link to another page of this site, in this tab. */
function followsLinkToOtherPage(event: MouseEvent, pathname: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  // Another site unloads the document: beforeunload asks then.
  return isOtherPage(new URL(link.href), pathname);
}

/** Asks before Back or Forward leaves `pathname`, where the browser allows it; returns the cleanup. */
function confirmHistoryMoves(message: string, pathname: string) {
  const navigation: Navigation | undefined = window.navigation;
  if (!navigation) return () => {};
  const onNavigate = (event: NavigateEvent) => {
    if (event.navigationType !== 'traverse' || !event.cancelable) return;
    if (isOtherPage(new URL(event.destination.url), pathname) && !confirmed(message)) event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

export function useConfirmInAppLeaving(when: boolean, message: string) {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (!followsLinkToOtherPage(event, pathname) || confirmed(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', onClick, true);
    const stopConfirmingHistoryMoves = confirmHistoryMoves(message, pathname);
    return () => {
      document.removeEventListener('click', onClick, true);
      stopConfirmingHistoryMoves();
    };
  }, [when, message, pathname]);
}
