import type { ReactNode } from 'react';
import { company } from 'contract/company/company';
import { cx } from 'shared-ui/kit/cx';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';
import styles from './SocialLinks.module.css';

type Network = (typeof company.social)[number]['name'];

// Simplified marks drawn on a 24-unit grid, in the current text colour.
const ICONS: Record<Network, ReactNode> = {
  Facebook: <path d="M13.5 21v-7h2.4l.4-3h-2.8V9.3c0-.9.3-1.5 1.5-1.5h1.5V5.1A20 20 0 0 0 14.3 5C12 5 10.5 6.4 10.5 8.9V11H8v3h2.5v7z" />,
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.9" cy="7.1" r="1.2" />
    </>
  ),
  LinkedIn: (
    <>
      <circle cx="6.5" cy="6.5" r="1.9" />
      <rect x="4.8" y="9.5" width="3.4" height="10" />
      <path d="M10.5 9.5h3.2v1.4c.5-.9 1.7-1.7 3.3-1.7 2.4 0 3.5 1.5 3.5 4.3v6h-3.4v-5.4c0-1.3-.5-2.1-1.6-2.1s-1.7.8-1.7 2.1v5.4h-3.3z" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5.2-3z" fill="var(--social-icon-cutout, #fff)" />
    </>
  ),
};

export interface SocialLinksProps {
  /** `large` for the home page's row of icons, `inline` inside running text. */
  size?: 'large' | 'inline';
  className?: string;
}

/** The company's social pages as icon links, each opening in a new tab. */
export function SocialLinks({ size = 'large', className }: SocialLinksProps) {
  return (
    <ul className={cx(styles.list, styles[size], className)}>
      {company.social.map((network) => (
        <li key={network.name}>
          <ExternalLink href={network.url} className={styles.link}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={styles.icon}>
              {ICONS[network.name]}
            </svg>
            <span className={size === 'large' ? 'visually-hidden' : styles.label}>{network.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
