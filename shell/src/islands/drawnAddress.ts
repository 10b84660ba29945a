// A page sent without the app is the server's drawing of one address. An island that
// routes (a guide's walkthrough) moves the address within the page and redraws itself;
// after a reload its earlier moves are still in the history, and a back or forward to one
// of them, before the reloaded page's island has its code, reaches an address nothing in
// the page draws. The server draws it: the page is loaded again at that address.
import { ISLAND_STATE_ATTRIBUTE } from 'shared-ui/islands/islandMarks';

const addressOf = ({ pathname, search }: Location) => `${pathname}${search}`;

/** Keeps the page the drawing of its address across back and forward; returns what stops it. */
export function keepDrawnAddress(window: Window): () => void {
  const drawn = addressOf(window.location);
  const onPop = () => {
    if (addressOf(window.location) === drawn) return; // a move within the page (#photo-2): the browser shows it
    if (window.document.querySelector(`[${ISLAND_STATE_ATTRIBUTE}="hydrated"]`)) return; // the live island redraws it
    window.location.reload();
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
