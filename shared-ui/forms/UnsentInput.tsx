// What a visitor typed in a long form is not lost by accident. While the form holds input
// not yet sent, leaving the page asks first (useWarnBeforeLeaving), and a draft is kept
// in the tab's session storage (drafts.ts), so a reload or a crashed tab brings it back.
// Fields in `omit` (a password) are never kept. The form clears the draft once sent.
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useWarnBeforeLeaving } from 'shared-ui/hooks/useWarnBeforeLeaving';
import { readDraft, saveDraft } from 'shared-ui/forms/drafts';

export interface UnsentInputProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** The draft's name: one per form (and per position, for the application). */
  draft: string;
  omit?: readonly string[];
}

const without = (values: Record<string, unknown>, omit: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)));

const KEEP_ALL: readonly string[] = [];

export function UnsentInput<T extends FieldValues>({ form, draft, omit = KEEP_ALL }: UnsentInputProps<T>) {
  const { getValues, setValue, watch, formState } = form;
  useWarnBeforeLeaving(formState.isDirty);

  // Once, after the page is hydrated: a field the visitor already changed keeps its value.
  useEffect(() => {
    const kept = readDraft(draft);
    if (!kept) return;
    const defaults = (formState.defaultValues ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(without(kept, omit))) {
      if (!(field in defaults) || getValues(field as Path<T>) !== defaults[field]) continue;
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restored once, on arrival
  }, []);

  useEffect(() => {
    const subscription = watch((values) => saveDraft(draft, without(values as Record<string, unknown>, omit)));
    return () => subscription.unsubscribe();
  }, [watch, draft, omit]);

  return null;
}
