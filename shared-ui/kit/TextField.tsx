import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, fieldStyles } from 'shared-ui/kit/Field';

interface CommonProps {
  label: ReactNode;
  name: string;
  id?: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & { multiline?: false; ref?: Ref<HTMLInputElement> };

export type TextAreaFieldProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled text input (or textarea with `multiline`) showing its error under it. */
export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, name, id = name, hint, error, required } = props;
  const aria = {
    id,
    name,
    className: fieldStyles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required || undefined,
  };
  if (props.multiline) {
    const { label: _l, hint: _h, error: _e, multiline: _m, id: _i, name: _n, ...rest } = props;
    return (
      <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
        <textarea {...rest} {...aria} />
      </FieldFrame>
    );
  }
  const { label: _l, hint: _h, error: _e, multiline: _m, id: _i, name: _n, type = 'text', ...rest } = props;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input type={type} {...rest} {...aria} />
    </FieldFrame>
  );
}
