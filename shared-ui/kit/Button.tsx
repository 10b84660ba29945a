import type { ButtonHTMLAttributes } from 'react';
import { cx } from 'shared-ui/kit/cx';
import styles from './Button.module.css';

/** `accent`: the one call to action on a dark band (the home page's Get a quote). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={cx(styles.button, styles[variant], className)} {...rest} />;
}

/** The button look, for links that act as buttons (LinkButton). */
export const buttonClassName = (variant: ButtonVariant = 'primary') => cx(styles.button, styles[variant]);
