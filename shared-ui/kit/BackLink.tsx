import { Link } from 'react-router-dom';
import styles from './BackLink.module.css';

/**
 * The one way back up from a form, a guide or an application (#33): "Back to <where>",
 * with an arrow, above the page's content. `to` is a path of the site.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  );
}
