import { Link } from 'react-router-dom';
import { Column } from 'shared-ui/kit/Column';
import { ExternalLink, ExternalLinkList } from 'shared-ui/kit/ExternalLink';
import { company, formattedAddress } from 'contract/company/company';
import { Copyright } from './Copyright';
import { SITE_MAP_LINKS } from 'site/navigation';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      {/* On the site's column: the footer's left edge is every page heading's (#33). */}
      <Column className={styles.columns}>
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
              <ExternalLink href={company.address.mapUrl} hint="map, opens in a new tab">
                {formattedAddress}
              </ExternalLink>
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
          <ExternalLinkList
            className={styles.networks}
            links={company.social.map((network) => ({ key: network.name, href: network.url, label: network.name }))}
          />
        </section>
      </Column>
      <Copyright />
    </footer>
  );
}
