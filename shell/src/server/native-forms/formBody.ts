// A form posted without scripts, read as its contract schema's body: each named control
// of the form the page drew gives its value as the page would send it (a box ticked or
// not as true or false, anything else as the text posted, '' when absent). A form with
// a honeypot (the ticket and the lead) sends the bot signals its page sends: the
// honeypot as posted and the fill time the composer measured. The markers are not sent.
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { isMarkerField } from 'shared-ui/forms/nativePost';
import type { FormMarkup } from './formMarkup';

export function formBody(markup: FormMarkup, posted: URLSearchParams, filledInMs: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const control of markup.controls) {
    if (isMarkerField(control.name) || control.name in body) continue;
    body[control.name] = control.type === 'checkbox' ? posted.has(control.name) : (posted.get(control.name) ?? '');
  }
  if (HONEYPOT_FIELD in body) body[FILL_TIME_FIELD] = filledInMs;
  return body;
}
