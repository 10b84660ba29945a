// While `when` holds (a form has unsaved input), leaving the page asks first:
// - leaving the document (reload, closing the tab, typing another address, following a
//   link to another site): the browser's own beforeunload prompt, unless the page is
//   left on purpose (leavingOnPurpose.ts);
// - going to another page of the site by a link, Back or Forward: `message`, in a
//   window.confirm (see useConfirmInAppLeaving).
import { useEffect } from 'react';
import { useConfirmInAppLeaving } from 'shared-ui/hooks/useConfirmInAppLeaving';
import { leavingOnPurpose, stayAfterAll } from 'shared-ui/hooks/leavingOnPurpose';

export const LEAVE_WARNING = 'Leave this page? Your form has not been submitted, and what you typed will be lost.';

export function useWarnBeforeLeaving(when: boolean, message = LEAVE_WARNING) {
  useEffect(() => {
    if (!when) return;
    stayAfterAll();
    const warn = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose()) return;
      event.preventDefault();
      // Older Safari and Chromium show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  useConfirmInAppLeaving(when, message);
}
