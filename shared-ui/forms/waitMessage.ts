// How long to wait before sending a form again, as a visitor reads it.
import { company } from 'contract/company/company';
import { waitBeforeResending } from 'shared-ui/api/submissions';

export function waitInWords(seconds: number): string {
  if (seconds <= 10) return 'a few seconds';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** What every form says when the worker asks the visitor to wait before sending again (429). */
export const notSentYet = (seconds: number) => `Not sent yet: please wait ${waitInWords(seconds)}, then send it again.`;

/**
 * What a form that reports its failures in an alert (the application, LAN and
 * suggestion forms, as the spec has them) says when it could not be sent: how long to
 * wait when the worker asked for that (429), with the phone number for whoever cannot
 * wait; else the form's own message from the spec.
 */
export function sendFailureAlert(error: unknown, failureMessage: string): string {
  const seconds = waitBeforeResending(error);
  return seconds === undefined ? failureMessage : waitAlert(seconds);
}

/** How long to wait, that the input is kept, and the phone number: also the composer's answer to a form posted without scripts. */
export const waitAlert = (seconds: number) =>
  `${notSentYet(seconds)} What you typed is still here. If you cannot wait, call us at ${company.phone.display}.`;
