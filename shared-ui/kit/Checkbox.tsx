import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, errorId, fieldStyles } from 'shared-ui/kit/Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  label: ReactNode;
  name: string;
  id?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, name, id = name, error, ...rest }: CheckboxProps) {
  return (
    <div className={fieldStyles.checkRow}>
      <input
        {...rest}
        type="checkbox"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
      />
      <span className={fieldStyles.checkText}>
        <label htmlFor={id}>{label}</label>
        {error && (
          <span id={errorId(id)} className={fieldStyles.error}>
            {error}
          </span>
        )}
      </span>
    </div>
  );
}
