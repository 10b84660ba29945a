// A form posted without scripts, read as its contract schema's body: each field the
// schema takes (read from its JSON Schema, as it takes input) gives its value as the page
// would send it, a box ticked or not as true or false, anything else as the text posted
// ('' when absent). A form with bot signals (the ticket and the lead) gets the fill time
// the composer measured; its honeypot is sent as posted. The form's markers are no field.
import { toJSONSchema } from 'zod';
import { FILL_TIME_FIELD } from 'contract/schemas/botSignals';
import { FORM_SCHEMAS } from 'contract/schemas/forms';
import type { PublicFormName } from 'shared-ui/forms/nativePost';

type FieldKind = 'box' | 'text' | 'fillTime';

const fieldsOf = new Map<PublicFormName, ReadonlyMap<string, FieldKind>>();

/** The form's fields and how each is read, by name. */
export function formFields(form: PublicFormName): ReadonlyMap<string, FieldKind> {
  let fields = fieldsOf.get(form);
  if (!fields) {
    // `any` for the transforms a JSON Schema cannot say: they come after the input is read.
    const schema = toJSONSchema(FORM_SCHEMAS[form], { io: 'input', unrepresentable: 'any' });
    const properties = Object.entries(schema.properties ?? {}) as [string, { type?: string }][];
    fields = new Map(properties.map(([name, { type }]) => [name, name === FILL_TIME_FIELD ? 'fillTime' : type === 'boolean' ? 'box' : 'text']));
    fieldsOf.set(form, fields);
  }
  return fields;
}

export function formBody(form: PublicFormName, posted: URLSearchParams, filledInMs: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, kind] of formFields(form)) {
    body[name] = kind === 'fillTime' ? filledInMs : kind === 'box' ? posted.has(name) : (posted.get(name) ?? '');
  }
  return body;
}
