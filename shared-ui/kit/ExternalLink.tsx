import type { AnchorHTMLAttributes, HTMLAttributes, Key, ReactNode } from 'react';

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** What a screen reader hears after the link's text, in parentheses. */
  hint?: string;
}

/** A link to another site, opened in a new tab that cannot reach back into this page, and announced as such. */
export function ExternalLink({ hint = 'opens in a new tab', children, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{` (${hint})`}</span>
    </a>
  );
}

export interface ExternalLinkItem {
  key: Key;
  href: string;
  label: ReactNode;
}

/** A list of links to other sites, each an ExternalLink. */
export function ExternalLinkList({ links, ...rest }: { links: readonly ExternalLinkItem[] } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...rest}>
      {links.map((link) => (
        <li key={link.key}>
          <ExternalLink href={link.href}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
