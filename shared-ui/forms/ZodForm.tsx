// The form every remote builds on: react-hook-form validated by a zod schema, the
// error summary at the form's top (where the server's redrawn refusal has it too, #33),
// focus moved to the summary when a submit fails validation, so the first thing to fix
// is in view even on a long form, and one submission at a time (a double click sends once).
// Every field it registers is drawn with its starting value, so the server's HTML holds
// them too: a form the server refused (#42) is drawn here, by the same component, with
// what was posted as its values and the refusal's messages as its errors.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'contract/schemas/zod';
import { Button } from 'shared-ui/kit/Button';
import { ErrorSummary, type FieldError } from 'shared-ui/kit/ErrorSummary';
import { Spinner } from 'shared-ui/kit/Spinner';
import { FORM_NAME_FIELD, FORM_OPENED_FIELD, type NativeFormName } from 'shared-ui/forms/nativePost';
import { refusalErrors, refusedValues, useFormRefusal } from 'shared-ui/forms/formRefusal';
import { RefusalAlert } from 'shared-ui/forms/RefusalAlert';
import styles from './ZodForm.module.css';

type AnySchema = z.ZodMiniType<FieldValues, FieldValues>;

export interface ZodFormProps<S extends AnySchema> {
  schema: S;
  /** Every field's starting value; their order is the order of the error summary. */
  defaultValues: DefaultValues<z.input<S>>;
  errorHeading: string;
  submitLabel: string;
  /**
   * Called with the parsed values; while its promise is pending the form is busy. Each
   * form tells the visitor about its own failures; a rejection that still reaches the
   * form is logged, and the form stays as typed, ready to send again.
   */
  onValid: (values: z.output<S>, progress: SendProgress) => Promise<void> | void;
  busyLabel?: string;
  /**
   * What the busy form says once `progress.sent()` is called: the submission went, and
   * the form only waits out its confirmation delay before it leaves.
   */
  sentLabel?: string;
  /** Render a spinner in place of the submit button while busy. */
  spinnerWhileBusy?: boolean;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  className?: string;
  'aria-label'?: string;
  /**
   * A public form the composer answers when it is posted without scripts: its name and
   * the field the composer stamps with the time it drew the form (nativePost.ts).
   */
  nativeForm?: NativeFormName;
}

/** What `onValid` tells the form while it is busy. */
export interface SendProgress {
  sent: () => void;
}

/** The errors of the fields in `order`, then any others, each with its message. */
export function listErrors(errors: FieldErrors, order: readonly string[]): FieldError[] {
  const names = [...order, ...Object.keys(errors).filter((name) => !order.includes(name))];
  return names.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ field, message }] : [];
  });
}

/**
 * `register` whose fields also carry their starting value as their default, so React
 * draws it into the HTML (react-hook-form only sets a field's value once it is mounted).
 */
function drawingStartingValues<T extends FieldValues>(register: UseFormRegister<T>, starting: T): UseFormRegister<T> {
  return (name, options) => {
    const start: unknown = starting[name];
    const registered = register(name, options);
    if (typeof start === 'boolean') return { ...registered, defaultChecked: start };
    return typeof start === 'string' ? { ...registered, defaultValue: start } : registered;
  };
}

export function ZodForm<S extends AnySchema>({
  schema,
  defaultValues,
  errorHeading,
  submitLabel,
  onValid,
  busyLabel = 'Submitting',
  sentLabel = busyLabel,
  spinnerWhileBusy = false,
  children,
  className,
  'aria-label': ariaLabel,
  nativeForm,
}: ZodFormProps<S>) {
  const refusal = useFormRefusal(nativeForm);
  // Kept from the first render: react-hook-form reads both once, and re-applies `errors` whenever it is a new object.
  const [starting] = useState(() => ({
    values: (refusal ? refusedValues(defaultValues as object, refusal.values) : defaultValues) as DefaultValues<z.input<S>>,
    errors: refusal?.issues ? refusalErrors<z.input<S>>(refusal.issues) : undefined,
  }));
  const rhf = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's generic signature cannot follow S through; the cast restates what it returns.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: starting.values,
    errors: starting.errors,
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const form = { ...rhf, register: drawingStartingValues(rhf.register, starting.values as z.input<S>) };
  const summary = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [, setFailedSubmits] = useState(0);
  const focusPending = useRef(false);
  const errors = listErrors(form.formState.errors, Object.keys(defaultValues as object));

  // react-hook-form calls onInvalid before it publishes the errors, and in a browser
  // React may render in between (the update still counts as part of the submit event),
  // so the summary can appear a render after the failed submit: focus it then.
  useEffect(() => {
    if (focusPending.current && summary.current) {
      focusPending.current = false;
      summary.current.focus();
    }
  });

  const submit = form.handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setSent(false);
      try {
        await onValid(values, { sent: () => setSent(true) });
      } catch (error) {
        console.error('the form could not be sent', error);
      } finally {
        inFlight.current = false;
        setBusy(false);
        setSent(false);
      }
    },
    () => {
      focusPending.current = true;
      setFailedSubmits((n) => n + 1);
    },
  );

  // method="post": a form the server drew can be sent before the scripts take it over, and
  // the browser would then put every field in the address bar; posted, the server answers
  // with the page again (shell/src/server/composer.ts) and nothing is left in any URL or log.
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className={className}
      aria-label={ariaLabel}
      aria-busy={busy}
    >
      {nativeForm && (
        <>
          <input type="hidden" name={FORM_NAME_FIELD} value={nativeForm} />
          {/* Stamped per request by the composer, so the HTML differs from this render. */}
          <input type="hidden" name={FORM_OPENED_FIELD} defaultValue={refusal?.stamp ?? ''} suppressHydrationWarning />
        </>
      )}
      {refusal?.alert ? (
        <RefusalAlert message={refusal.alert} />
      ) : (
        <ErrorSummary ref={summary} heading={errorHeading} errors={errors} autoFocus={refusal !== undefined} />
      )}
      {children(form)}
      <div className={styles.actions}>
        {busy && spinnerWhileBusy ? (
          <Spinner label={sent ? sentLabel : busyLabel} size="small" />
        ) : (
          <Button type="submit" disabled={busy}>
            {busy ? (sent ? sentLabel : busyLabel) : submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
