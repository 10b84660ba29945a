// Fields that a ticked box reveals (the application's certifications, the ticket's and
// the lead's business name and commercial categories), fillable with or without scripts.
// The server draws them always, hidden by CSS until the box is ticked (`:has(:checked)`),
// so a page whose scripts are off or failed shows them when ticked and posts them
// natively. Once the page's scripts run, they are rendered only while `shown`, as the
// form decides (the same markup until hydration has matched the server's, so nothing
// moves: what is removed was hidden). The box carries REVEALS_BOX.
import type { ReactNode } from 'react';
import { useDrawnByServer } from 'shared-ui/hooks/useDrawnByServer';
import styles from './RevealedByTick.module.css';

/** Spread on the form's one revealing checkbox. */
export const REVEALS_BOX = { 'data-reveals': '' } as const;

/** Whether revealed markup is rendered, and the class that hides it until the box is ticked, where the server draws it. */
export function useRevealedByTick(shown: boolean) {
  const drawnByServer = useDrawnByServer();
  return { rendered: shown || drawnByServer, untilTicked: drawnByServer ? styles.untilTicked : undefined };
}

export function RevealedByTick({ shown, children }: { shown: boolean; children: ReactNode }) {
  const { rendered, untilTicked } = useRevealedByTick(shown);
  if (!rendered) return null;
  return <div className={untilTicked ? `${styles.revealed} ${untilTicked}` : styles.revealed}>{children}</div>;
}
