import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { Column } from 'shared-ui/kit/Column';
import { cx } from 'shared-ui/kit/cx';
import styles from './ViewerSiteBar.module.css';

/**
 * The gallery's own slim bar (#43): the spec hides the site's nav and footer while the
 * viewer is open, so the viewer keeps a way home (the company's name) and a call, in
 * its first screen on a phone too. Plain links: they work before, or without, scripts.
 */
export function ViewerSiteBar({ className }: { className?: string }) {
  return (
    <nav aria-label="Site" className={cx(styles.bar, className)}>
      <Column className={styles.content}>
        <Link to="/" className={styles.home}>
          {company.name}
          <span className="visually-hidden"> home</span>
        </Link>
        <a href={company.phone.href} className={styles.call}>
          Call {company.phone.display}
        </a>
      </Column>
    </nav>
  );
}
