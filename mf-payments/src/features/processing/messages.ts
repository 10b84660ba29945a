// The processing page's texts; the quoted ones are the spec's and tests assert them exactly.
export const PROCESSING_TITLE = 'Finalizing Sale';

/** The copy while the sale is finalized, and when each line takes over. */
export const PROCESSING_COPY = [
  'DO NOT LEAVE OR REFRESH THIS PAGE',
  'TUNING SPEAKERS...',
  'ADJUSTING EQ...',
  'UPDATING FIRMWARES...',
  'TURNING UP THE VOLUME...',
] as const;
export const COPY_CHANGES_AT_MS = [2000, 6500, 9000, 12_000] as const;

export const SUCCESS_TEXT = 'Success!';
export const REDIRECTING_TEXT = 'YOU ARE BEING REDIRECTED...';

export const ERROR_TEXT =
  'Your bank has handled your payment, but an error happened on our side while we were finalizing it. ' +
  'If we do not receive your payment, we will reach out to you.';
export const THANKS_TEXT = 'Thank you for paying online!';
export const RETURN_HOME = 'Return to Home Page';
