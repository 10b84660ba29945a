// What a page says where a part of it cannot work without its scripts (paying by card, the
// staff keypad): shown by the page's CSS alone, where scripts are off (the `scripting: none`
// media feature, which Chromium also honours where <noscript> content is left unparsed) and
// where they failed to load or never took over (the shell marks <html data-scripts="failed">:
// shell/src/early/takeOverPage.ts). Say what needs them and why, and what to do instead.
import type { ReactNode } from 'react';
import styles from './ScriptsNeededNotice.module.css';

export function ScriptsNeededNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
