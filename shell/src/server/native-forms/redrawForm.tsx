// A form posted without scripts and refused, drawn again from the page the remote
// rendered: what was typed back in each field (never a Wi-Fi password, a password field
// or the honeypot), each field's message where the scripted form shows it (under the
// field, id `<field>-error`, named by the field's aria-describedby, the field
// aria-invalid), and at the form's top the form's error summary (the kit's own
// ErrorSummary) or, for a refusal that is not about the fields, the message alone.
import { renderToStaticMarkup } from 'react-dom/server';
import { WIFI_PASSWORD_FIELDS } from 'contract/schemas/lan';
import { HONEYPOT_FIELD } from 'contract/schemas/botSignals';
import { ErrorSummary, errorSummaryStyles as summaryStyles, type FieldError } from 'shared-ui/kit/ErrorSummary';
import { errorId, fieldStyles } from 'shared-ui/kit/Field';
import { FORM_NAME_FIELD, FORM_OPENED_FIELD, type PublicFormName } from 'shared-ui/forms/nativePost';
import { escapeHtml, type Control, type FormMarkup } from './formMarkup';

export interface Issue {
  path: string;
  message: string;
}

export interface Refusal {
  posted: URLSearchParams;
  /** The schema's messages, by field. */
  issues?: readonly Issue[];
  /** A refusal not about the fields (wait and send again; the service is unreachable). */
  alert?: string;
  /** The form's fill-time stamp to carry on. */
  stamp: string;
}

/** Fields never written back into a page. */
const NEVER_REDRAWN: Partial<Record<PublicFormName, readonly string[]>> = { lan: WIFI_PASSWORD_FIELDS };

interface Edit {
  start: number;
  end: number;
  text: string;
}

const startTag = (name: string, attributes: Map<string, string>) =>
  `<${name}${[...attributes].map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')}${name === 'input' ? '/' : ''}>`;

/** Each field's first message, in the order the fields are in the form, then the rest. */
function fieldErrors(markup: FormMarkup, issues: readonly Issue[]): FieldError[] {
  const first = new Map<string, string>();
  for (const { path, message } of issues) if (!first.has(path)) first.set(path, message);
  const order = [...new Set(markup.controls.map((control) => control.attributes.get('id') ?? control.name))];
  const paths = [...order.filter((path) => first.has(path)), ...[...first.keys()].filter((path) => !order.includes(path))];
  return paths.map((field) => ({ field, message: first.get(field)! }));
}

function summaryMarkup(markup: FormMarkup, errors: FieldError[], alert: string | undefined): string {
  if (alert) {
    return `<div class="${summaryStyles.summary}" role="alert" tabindex="-1" autofocus=""><p class="${summaryStyles.heading}">${escapeHtml(alert)}</p></div>`;
  }
  const heading = markup.open.attributes.get('data-error-heading') || 'Please resolve the following errors before submitting';
  return renderToStaticMarkup(<ErrorSummary heading={heading} errors={errors} autoFocus />);
}

function redrawnControl(html: string, form: PublicFormName, control: Control, refusal: Refusal, message: string | undefined): Edit[] {
  const attributes = new Map(control.attributes);
  const edits: Edit[] = [];
  const id = attributes.get('id') ?? control.name;
  const posted = refusal.posted.get(control.name);
  const secret = control.type === 'password' || control.name === HONEYPOT_FIELD || (NEVER_REDRAWN[form] ?? []).includes(control.name);

  if (control.name === FORM_OPENED_FIELD) attributes.set('value', refusal.stamp);
  else if (control.name === FORM_NAME_FIELD || control.type === 'hidden' || secret) {
    // Left as drawn.
  } else if (control.type === 'checkbox' || control.type === 'radio') {
    const chosen = control.type === 'checkbox' ? posted !== null : posted === (attributes.get('value') ?? 'on');
    if (chosen) attributes.set('checked', '');
    else attributes.delete('checked');
  } else if (control.tag === 'input') {
    attributes.set('value', posted ?? '');
  } else if (control.tag === 'textarea') {
    // A leading newline, which the HTML parser drops, keeps one the visitor typed.
    edits.push({ start: control.end, end: control.closeStart!, text: `\n${escapeHtml(posted ?? '')}` });
  } else if (control.tag === 'select') {
    for (const option of control.options ?? []) {
      const optionAttributes = new Map(option.attributes);
      if ((optionAttributes.get('value') ?? '') === posted) optionAttributes.set('selected', '');
      else optionAttributes.delete('selected');
      edits.push({ start: option.start, end: option.end, text: startTag('option', optionAttributes) });
    }
  }

  if (message) {
    attributes.set('aria-invalid', 'true');
    const described = (attributes.get('aria-describedby') ?? '').split(' ').filter(Boolean);
    attributes.set('aria-describedby', [...described, errorId(id)].join(' '));
    const error = (tag: string) => `<${tag} id="${escapeHtml(errorId(id))}" class="${fieldStyles.error}">${escapeHtml(message)}</${tag}>`;
    if (control.type === 'checkbox') {
      // The kit's Checkbox: the message follows the box's label.
      const labelEnd = html.indexOf('</label>', control.end);
      if (labelEnd >= 0) edits.push({ start: labelEnd + '</label>'.length, end: labelEnd + '</label>'.length, text: error('span') });
    } else {
      const after = control.closeEnd ?? control.end;
      edits.push({ start: after, end: after, text: error('p') });
    }
  }
  edits.push({ start: control.start, end: control.end, text: startTag(control.tag, attributes) });
  return edits;
}

/** The page's HTML with its form drawn again as refused. */
export function redrawForm(html: string, markup: FormMarkup, refusal: Refusal): string {
  const errors = fieldErrors(markup, refusal.issues ?? []);
  const messages = new Map(errors.map(({ field, message }) => [field, message]));
  const edits: Edit[] = [{ start: markup.open.end, end: markup.open.end, text: summaryMarkup(markup, errors, refusal.alert) }];
  const seen = new Set<string>();
  for (const control of markup.controls) {
    const id = control.attributes.get('id') ?? control.name;
    // A group's message goes with its first control only.
    const message = seen.has(control.name) ? undefined : messages.get(id);
    seen.add(control.name);
    edits.push(...redrawnControl(html, markup.form, control, refusal, message));
  }
  let redrawn = html;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
    redrawn = redrawn.slice(0, edit.start) + edit.text + redrawn.slice(edit.end);
  }
  return redrawn;
}

