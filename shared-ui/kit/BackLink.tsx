import { Link } from 'react-router-dom';
import styles from './BackLink.module.css';

/**
 * The one way back up from a form, a guide, an application or a gallery (#33): "Back to
 * <where>", with an arrow, above the page's content. `to` is a path of the site;
 * `className` places it where the page is not a plain column (the gallery viewer's bar).
 */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <p className={className ? `${styles.back} ${className}` : styles.back}>
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
    </p>
  );
}
