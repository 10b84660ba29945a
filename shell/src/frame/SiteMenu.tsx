// The Menu on a phone: a modal dialog the browser opens from the nav bar's Menu button and
// closes with its Close menu button, Escape or a tap outside (CommandDialog), from the
// first paint, whether the page's scripts run, are on their way or never come (#42). On a
// page with scripts its links move the page without loading another, and close it.
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CommandDialog } from 'shared-ui/kit/CommandDialog';
import { MenuLinks } from './MenuLinks';
import styles from './SiteMenu.module.css';

export const SITE_MENU_ID = 'site-menu';

export function SiteMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <CommandDialog id={SITE_MENU_ID} title="Menu" closeLabel="Close menu" className={styles.menu} dialogRef={dialog}>
      <nav aria-label="Menu">
        <MenuLinks
          renderLink={(link, className) => (
            <Link to={link.to} onClick={() => dialog.current?.close()} className={className}>
              {link.label}
            </Link>
          )}
        />
      </nav>
    </CommandDialog>
  );
}
