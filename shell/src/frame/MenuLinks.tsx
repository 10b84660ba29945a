// The Menu's content (SiteMenu.tsx): the spec's four links first, then a prospect's two next steps, a full-width Get a quote
// and the phone, then the rest of the site in a small "More" group, so the Menu leads
// everywhere the nav bar and footer do (#33). The Menu draws the links (router links that
// close it).
import { useId, type ReactNode } from 'react';
import { company } from 'contract/company/company';
import { buttonClassName } from 'shared-ui/kit/Button';
import { cx } from 'shared-ui/kit/cx';
import { MENU_MORE_LINKS, MOBILE_MENU_LINKS, QUOTE_LINK } from 'site/navigation';
import styles from './MenuLinks.module.css';

export interface MenuLink {
  label: string;
  to: string;
}

export function MenuLinks({ renderLink }: { renderLink: (link: MenuLink, className?: string) => ReactNode }) {
  const moreHeadingId = useId();
  return (
    <>
      <ul className={styles.list}>
        {MOBILE_MENU_LINKS.map((link) => (
          <li key={link.to}>{renderLink(link)}</li>
        ))}
      </ul>
      <div className={styles.next}>
        {renderLink(QUOTE_LINK, cx(buttonClassName('accent'), styles.wide))}
        <a href={company.phone.href} className={cx(buttonClassName('secondary'), styles.wide)}>
          Call {company.phone.display}
        </a>
      </div>
      <section className={styles.more} aria-labelledby={moreHeadingId}>
        <h3 id={moreHeadingId} className={styles.moreHeading}>
          More
        </h3>
        <ul className={styles.moreList}>
          {MENU_MORE_LINKS.map((link) => (
            <li key={link.to}>{renderLink(link)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
