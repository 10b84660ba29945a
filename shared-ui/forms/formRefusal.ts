// A public form the server refused, drawn by the form's own component (#42): posted
// without scripts, sent on by the composer and refused by the worker, the form is drawn
// again by its remote with this as its input (tooling/ssr/renderRemote.tsx), as Remix's
// action data is: what was typed, each field's message, or a message about the form.
import { createContext, useContext } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { NativeFormName } from 'shared-ui/forms/nativePost';

export interface RefusalIssue {
  /** The field's name (and id). */
  path: string;
  message: string;
}

export interface FormRefusal {
  form: NativeFormName;
  /** What was posted, by field name (the composer leaves out what is never drawn again: passwords, the honeypot). */
  values: Readonly<Record<string, string>>;
  /** The schema's messages, by field. */
  issues?: readonly RefusalIssue[] | undefined;
  /** A refusal not about the fields (wait and send again; the service is unreachable). */
  alert?: string | undefined;
  /** The form's fill-time stamp to carry on (FORM_OPENED_FIELD). */
  stamp: string;
  /** What the composer read from the worker for the page (the booking's free times: contract/schemas/bookingPages.ts), for the page's component to parse. */
  offer?: Readonly<Record<string, unknown>> | undefined;
}

export const FormRefusalContext = createContext<FormRefusal | undefined>(undefined);

/** The refusal of the form named `form`, when the page is drawn for one. */
export function useFormRefusal(form: NativeFormName | undefined): FormRefusal | undefined {
  const refusal = useContext(FormRefusalContext);
  return form && refusal?.form === form ? refusal : undefined;
}

/** The form's starting values with what was posted in their place: a box ticked when it was sent at all, any other field as typed ('' when absent). */
export function refusedValues<T extends object>(defaults: T, values: FormRefusal['values']): T {
  return Object.fromEntries(
    Object.entries(defaults).map(([name, start]) => [name, typeof start === 'boolean' ? Object.hasOwn(values, name) : (values[name] ?? '')]),
  ) as T;
}

/** Each field's first message, as react-hook-form holds a field's error. */
export function refusalErrors<T extends FieldValues>(issues: readonly RefusalIssue[]): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const { path, message } of issues) errors[path] ??= { type: 'server', message };
  return errors as FieldErrors<T>;
}
