import { Link } from 'react-router-dom';
import { company, formattedAddress } from 'shared-ui/company/company';
import { Copyright } from './Copyright';
import { SITE_MAP_LINKS } from './navigation';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.heading}>
            Office hours
          </h2>
          <p>
            {company.hours.time} {company.hours.days}
            <br />
            {company.hours.weekends}
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={company.phone.href}>{company.phone.display}</a>
            </li>
            <li>
              <a href={company.email.href}>{company.email.display}</a>
            </li>
            <li>
              <a href={company.address.mapUrl} target="_blank" rel="noopener noreferrer">
                {formattedAddress}
                <span className="visually-hidden"> (map, opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className={styles.heading}>
            Site map
          </h2>
          <ul className={styles.sitemap}>
            {SITE_MAP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          <ul className={styles.list}>
            {company.social.map((network) => (
              <li key={network.name}>
                <a href={network.url} target="_blank" rel="noopener noreferrer">
                  {network.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Copyright />
    </footer>
  );
}
