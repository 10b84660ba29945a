import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, type ButtonVariant } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';

interface InternalLinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: ButtonVariant;
}

/** A route link that looks like a button. */
export function LinkButton({ to, variant = 'primary', className, ...rest }: InternalLinkButtonProps) {
  return <Link to={to} className={cx(buttonClassName(variant), className)} {...rest} />;
}

interface ExternalLinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
}

/** A link to another site, opened in a new tab without handing it this page. */
export function ExternalLinkButton({ variant = 'primary', className, children, ...rest }: ExternalLinkButtonProps) {
  return (
    <ExternalLink className={cx(buttonClassName(variant), className)} {...rest}>
      {children}
    </ExternalLink>
  );
}
