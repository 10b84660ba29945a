import { Link, useLocation } from 'react-router-dom';
import { company } from 'contract/company/company';
import { NAV_LINKS, QUOTE_LINK } from 'site/navigation';
import { isInSection } from 'site/routes';
import { opensDialog } from 'shared-ui/kit/CommandDialog';
import { SiteMenu, SITE_MENU_ID } from './SiteMenu';
import styles from './NavBar.module.css';

/**
 * The logo, the spec's five links and, beside them, the two next steps a visitor may
 * be looking for on any page: a call and a quote (#24). On a phone the links are in
 * the Menu and the bar keeps the call.
 */
export function NavBar() {
  const { pathname } = useLocation();

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <nav aria-label="Main" className={styles.nav}>
        <Link to="/" className={styles.logo}>
          {/* shell/static/logo.svg: the company's logo, by a fixed address so it is replaced by replacing the file. */}
          <img src="/logo.svg" width={40} height={40} alt="" className={styles.mark} />
          <span className={styles.wordmark}>{company.name}</span>
          <span className="visually-hidden"> home</span>
        </Link>
        <ul className={styles.links}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={isInSection(link.to, pathname) ? styles.active : undefined}
                aria-current={isInSection(link.to, pathname) ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <a href={company.phone.href} className={styles.call} aria-label={`Call ${company.phone.display}`}>
            <span className={styles.callWord}>Call</span>
            <span className={styles.callNumber}>{company.phone.display}</span>
          </a>
          <Link to={QUOTE_LINK.to} className={styles.quote}>
            {QUOTE_LINK.label}
          </Link>
          <button type="button" className={styles.menuButton} aria-haspopup="dialog" {...opensDialog(SITE_MENU_ID)}>
            Menu
          </button>
        </div>
      </nav>
      <SiteMenu />
    </header>
  );
}
