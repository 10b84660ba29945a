// What a refused form is drawn again with: what was posted, first value of each field,
// except what is never written back into a page (the Wi-Fi passwords, the honeypot) and
// the form's markers (the stamp is drawn from the refusal's own).
import { HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { WIFI_PASSWORD_FIELDS } from 'contract/schemas/lan';
import { isMarkerField, type NativeFormName, type PublicFormName } from 'shared-ui/forms/nativePost';

const NEVER_REDRAWN: Partial<Record<PublicFormName, readonly string[]>> = { lan: WIFI_PASSWORD_FIELDS };

export function redrawnValues(form: NativeFormName, posted: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of posted) {
    if (isMarkerField(name) || name === HONEYPOT_FIELD || NEVER_REDRAWN[form as PublicFormName]?.includes(name) || Object.hasOwn(values, name)) continue;
    values[name] = value;
  }
  return values;
}
