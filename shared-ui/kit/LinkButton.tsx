import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, type ButtonVariant } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';

/** A link is never a form's submit, so never navy filled: the quote's amber, or an outline (#43). */
export type LinkButtonVariant = Exclude<ButtonVariant, 'primary'>;

interface InternalLinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: LinkButtonVariant;
}

/** A route link that looks like a button. */
export function LinkButton({ to, variant = 'secondary', className, ...rest }: InternalLinkButtonProps) {
  return <Link to={to} className={cx(buttonClassName(variant), className)} {...rest} />;
}

interface ExternalLinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: LinkButtonVariant;
}

/** A link to another site, opened in a new tab without handing it this page. */
export function ExternalLinkButton({ variant = 'secondary', className, children, ...rest }: ExternalLinkButtonProps) {
  return (
    <ExternalLink className={cx(buttonClassName(variant), className)} {...rest}>
      {children}
    </ExternalLink>
  );
}
