import type { ButtonHTMLAttributes } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Button.module.css';

/**
 * One rule for actions (#43, docs/design.md): `accent` (amber, filled) for the quote and
 * the call only; `primary` (navy, filled) for a form's own action, its submit; `secondary`
 * (an outline, in the surface's ink on a dark band) for every other action.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'accent';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Without one, a submit is the form's action (`primary`) and any other button an outline. */
  variant?: ButtonVariant;
}

export function Button({ variant, type = 'button', className, ...rest }: ButtonProps) {
  const look = variant ?? (type === 'submit' ? 'primary' : 'secondary');
  return <button type={type} className={cx(styles.button, styles[look], className)} {...rest} />;
}

/** The button look, for links that act as buttons (LinkButton, a `tel:` link). */
export const buttonClassName = (variant: ButtonVariant) => cx(styles.button, styles[variant]);
