import { Link } from 'react-router-dom';
import { Modal } from 'shared-ui/kit/Modal';
import { MOBILE_MENU_LINKS } from 'site/navigation';
import menuLinks from './MenuLinks.module.css';
import styles from './MobileMenu.module.css';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" closeLabel="Close menu" className={styles.menu}>
      <nav aria-label="Mobile">
        <ul className={menuLinks.list}>
          {MOBILE_MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
