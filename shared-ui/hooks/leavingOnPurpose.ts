// A page left on purpose is not asked about again by the browser's beforeunload prompt:
// the visitor already said yes to leaving a form (useConfirmInAppLeaving), or code moves
// on after the form was sent. Inside the app such moves stay in the document; on a page
// sent without the app (#42) they load the next page, and without this the browser would
// ask a second time, or ask after a send.
let onPurpose = false;

/** The next unload is on purpose. Cleared when a form has unsent input again, or the page is shown again from the back-forward cache. */
export function leaveOnPurpose() {
  onPurpose = true;
  window.addEventListener('pageshow', stayAfterAll, { once: true });
}

export function stayAfterAll() {
  onPurpose = false;
}

export const leavingOnPurpose = () => onPurpose;
