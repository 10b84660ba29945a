// The public form in a page's HTML, as the remote rendered it at build time: where it
// is, which form it is, and its named controls with where each one's markup lies. A
// small reader rather than an HTML library: the markup is React's server output, which
// is regular (every attribute double-quoted, `"&<>` escaped in values, so a tag ends at
// its first `>`), and the composer only needs the few tags of one form.
import { isPublicFormName, type PublicFormName } from 'contract/emails/formEmails';
import { FORM_NAME_FIELD } from 'shared-ui/forms/nativePost';

export interface Tag {
  start: number;
  /** Just past the tag's closing `>`. */
  end: number;
  attributes: Map<string, string>;
}

export interface Control extends Tag {
  tag: 'input' | 'select' | 'textarea';
  name: string;
  /** input's type ('text' when absent); the tag name for select and textarea. */
  type: string;
  /** select and textarea: where their closing tag ends; their options, for a select. */
  closeStart?: number;
  closeEnd?: number;
  options?: Tag[];
}

export interface FormMarkup {
  form: PublicFormName;
  /** The <form> start tag. */
  open: Tag;
  /** Where </form> starts. */
  closeStart: number;
  controls: Control[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'", '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|quot|lt|gt|apos|#39|#x27);/g, (_m, name: string) => ENTITIES[name]!);
/** Text made safe for an attribute value or an element's text, as React writes it. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/\s([^\s"'=/>]+)(?:="([^"]*)")?/g)) attributes.set(match[1]!.toLowerCase(), decode(match[2] ?? ''));
  return attributes;
}

function tagsIn(html: string, name: string, from: number, to: number): Tag[] {
  const pattern = new RegExp(`<${name}\\b([^>]*)>`, 'g');
  pattern.lastIndex = from;
  const tags: Tag[] = [];
  for (let match = pattern.exec(html); match && match.index < to; match = pattern.exec(html)) {
    tags.push({ start: match.index, end: match.index + match[0].length, attributes: attributesOf(match[1]!) });
  }
  return tags;
}

/** The page's public form (the one carrying the form-name marker), or undefined where it has none. */
export function findForm(html: string): FormMarkup | undefined {
  const marker = html.search(new RegExp(`<input[^>]*name="${FORM_NAME_FIELD}"`));
  if (marker < 0) return undefined;
  const openStart = html.lastIndexOf('<form', marker);
  const closeStart = html.indexOf('</form>', marker);
  if (openStart < 0 || closeStart < 0) return undefined;
  const [open] = tagsIn(html, 'form', openStart, closeStart);
  if (!open) return undefined;

  const controls: Control[] = [];
  for (const tag of ['input', 'select', 'textarea'] as const) {
    for (const found of tagsIn(html, tag, open.end, closeStart)) {
      const name = found.attributes.get('name');
      if (!name) continue;
      const control: Control = { ...found, tag, name, type: tag === 'input' ? (found.attributes.get('type') ?? 'text').toLowerCase() : tag };
      if (tag !== 'input') {
        control.closeStart = html.indexOf(`</${tag}>`, found.end);
        control.closeEnd = control.closeStart + `</${tag}>`.length;
        if (tag === 'select') control.options = tagsIn(html, 'option', found.end, control.closeStart);
      }
      controls.push(control);
    }
  }
  controls.sort((a, b) => a.start - b.start);
  const form = controls.find((control) => control.name === FORM_NAME_FIELD)?.attributes.get('value') ?? '';
  return isPublicFormName(form) ? { form, open, closeStart, controls } : undefined;
}
