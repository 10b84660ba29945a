// Text from the journal or the gateway, made safe to print on a staff member's terminal.
// A submission's name or description could carry escape sequences (which recolour,
// move the cursor, retitle the window or, on some terminals, write files), line breaks
// that forge extra rows, or bidirectional overrides that make text read other than it
// is. Each such character is printed as a visible \u{...} escape instead.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/gu;

export function printable(text: string): string {
  return text.replace(UNSAFE, (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`);
}
