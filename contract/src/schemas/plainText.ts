// Text fields take what people type, not control characters: an escape sequence in a
// name can recolour, move or retitle the terminal that shows it to staff, and the
// bidirectional embeddings, overrides and isolates ("Trojan Source", CVE-2021-42574)
// make text read other than it is. Every form schema refuses them in each of its text
// fields, with a message naming the field; a multi-line field keeps its line breaks
// and tabs.
import type { z } from 'contract/schemas/zod';

/** C0 and C1 controls (DEL too), and the nine bidirectional formatting characters. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

export const controlCharactersMessage = (label: string) =>
  `${label} cannot contain control characters such as escape codes or text-direction overrides.`;

export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return CONTROL_CHARACTERS.test(multiline ? text.replace(LINE_BREAKS_AND_TABS, '') : text);
}

export interface PlainTextFields {
  /** Each text field and the label its message names it by ('Name'). */
  labels: Readonly<Record<string, string>>;
  /** Fields that are text areas: line breaks and tabs are allowed there. */
  multiline?: readonly string[];
}

/** A refinement of a form's object schema: an issue on each listed field that holds control characters. */
export function refuseControlCharacters({ labels, multiline = [] }: PlainTextFields) {
  return (values: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) => {
    for (const [field, label] of Object.entries(labels)) {
      const value = values[field];
      if (typeof value === 'string' && hasControlCharacters(value, { multiline: multiline.includes(field) })) {
        ctx.addIssue({ code: 'custom', path: [field], message: controlCharactersMessage(label) });
      }
    }
  };
}
