import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from 'shared-ui/store/appStore';
import { showsFooter } from 'site/routes';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import styles from './Frame.module.css';

/**
 * Nav bar, page, footer and copyright. The gallery viewer (store flag `gallery`)
 * takes the whole screen, so the frame steps aside; staff hub pages have no footer.
 */
export function Frame({ children }: { children: ReactNode }) {
  const galleryOpen = useAppStore((state) => state.gallery);
  const { pathname } = useLocation();
  const showFooter = !galleryOpen && showsFooter(pathname);

  return (
    <>
      {galleryOpen ? <div className={styles.navSpace} aria-hidden="true" /> : <NavBar />}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {showFooter && <Footer />}
    </>
  );
}
