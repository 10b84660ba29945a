import { Link } from 'react-router-dom';
import { Modal } from 'shared-ui/kit/Modal';
import { MenuLinks } from './MenuLinks';
import styles from './MobileMenu.module.css';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Menu" closeLabel="Close menu" className={styles.menu}>
      <nav aria-label="Mobile">
        <MenuLinks
          renderLink={(link, className) => (
            <Link to={link.to} onClick={onClose} className={className}>
              {link.label}
            </Link>
          )}
        />
      </nav>
    </Modal>
  );
}
