// A page left on purpose is not asked about again by the browser's beforeunload prompt:
// the visitor already said yes to leaving a form (useConfirmInAppLeaving), or code moves
// on after the form was sent. Inside the app such moves stay in the document; on a page
// sent without the app (#42) they load the next page, and without this the browser would
// ask a second time, or ask after a send. Kept on <html> (data-leaving), where the page's
// inline guard of typed input (shell/src/islands/holdIslandPresses.js) reads it too.
const ON_PURPOSE = 'on-purpose';

/** The next unload is on purpose. Cleared when a form has unsent input again, or the page is shown again from the back-forward cache. */
export function leaveOnPurpose() {
  document.documentElement.dataset.leaving = ON_PURPOSE;
  window.addEventListener('pageshow', stayAfterAll, { once: true });
}

export function stayAfterAll() {
  delete document.documentElement.dataset.leaving;
}

export const leavingOnPurpose = () => document.documentElement.dataset.leaving === ON_PURPOSE;
