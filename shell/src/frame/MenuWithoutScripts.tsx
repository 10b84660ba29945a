// The Menu where scripts do not run (turned off, or failed to load): the nav bar's Menu
// button opens this native popover (popovertarget: the browser opens and closes it, with
// Escape or a tap outside, no script needed) holding the Menu dialog's links. Once
// the page is hydrated the button opens the Menu dialog instead: its click handler
// cancels the click, and a canceled click opens no popover.
import { MenuLinks } from './MenuLinks';
import styles from './MenuWithoutScripts.module.css';

export const MENU_WITHOUT_SCRIPTS_ID = 'menu-without-scripts';

export function MenuWithoutScripts() {
  return (
    <nav id={MENU_WITHOUT_SCRIPTS_ID} popover="auto" aria-label="Menu" className={styles.menu}>
      {/* Plain links: this menu is for pages whose scripts do not run. */}
      <MenuLinks
        renderLink={(link, className) => (
          <a href={link.to} className={className}>
            {link.label}
          </a>
        )}
      />
    </nav>
  );
}
