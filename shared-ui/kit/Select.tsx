import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, fieldStyles } from 'shared-ui/kit/Field';

export interface SelectOption {
  value: string;
  label: string;
  className?: string | undefined;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: ReactNode;
  name: string;
  id?: string;
  options: readonly SelectOption[];
  /** A first, empty option such as 'Choose one'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, name, id = name, options, placeholder, hint, error, required, ...rest }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <select
        {...rest}
        id={id}
        name={name}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} className={option.className}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
