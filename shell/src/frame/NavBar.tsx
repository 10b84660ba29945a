import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { company } from 'contract/company/company';
import { MobileMenu } from './MobileMenu';
import { isInSection } from 'site/routes';
import { NAV_LINKS } from './navigation';
import styles from './NavBar.module.css';

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <nav aria-label="Main" className={styles.nav}>
        <Link to="/" className={styles.logo}>
          <span aria-hidden="true" className={styles.mark}>
            RR
          </span>
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
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          Menu
        </button>
      </nav>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
