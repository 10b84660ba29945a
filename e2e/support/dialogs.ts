// A dialog a click opens must be answered as it opens: Playwright's click waits for the
// page after clicking, and an alert left open blocks the page, so waiting for the dialog
// only once the click returns can deadlock when the page answers quickly.
import type { Page } from '@playwright/test';

/** Answers the next dialog as it opens, and gives back what it asked. */
export function answerNextDialog(page: Page, accept = true) {
  return new Promise<{ type: string; message: string }>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

/** From now on, the browser's "leave this page?" prompt is answered yes, as by a visitor who meant to reload. */
export function leaveWhenAsked(page: Page) {
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' && dialog.accept()));
}
