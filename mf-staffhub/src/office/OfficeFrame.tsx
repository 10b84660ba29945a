// What every office page sits in: who is signed in, the office's nav, Sign out, and a
// message when the worker has refused the session since (revoked, or ended).
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from 'contract/endpoints';
import type { OfficePerson } from 'contract/schemas/office';
import { Button } from 'shared-ui/kit/Button';
import { Column } from 'shared-ui/kit/Column';
import { PATHS } from '../paths';
import { officePost, OfficeRefusedError } from './officeApi';
import { useOfficeSession } from './officeSessionStore';
import styles from './OfficeFrame.module.css';

const NAV = [
  { to: PATHS.office, label: 'Follow-ups' },
  { to: PATHS.officeBookings, label: 'Consultations' },
  { to: PATHS.officePayments, label: 'Payments' },
  { to: PATHS.officeHealth, label: 'Site health' },
] as const;

/** Whether a section is the page's: Follow-ups is current on a follow-up's page too, Consultations on the booking settings. */
function isCurrent(to: string, pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (to === PATHS.office) return path === to || path.startsWith(`${to}/follow-ups/`);
  if (to === PATHS.officeBookings) return path === to || path === PATHS.officeBookingSettings;
  return path === to;
}

function RefusalMessage() {
  const refusal = useOfficeSession((state) => state.refusal);
  const { pathname, search } = useLocation();
  if (refusal === 'revoked') {
    return (
      <p role="alert" className={styles.refused}>
        Your office access has been revoked, so nothing more can be read or changed here. Ask the office admin for a new invitation.
      </p>
    );
  }
  if (refusal === 'signed-out') {
    return (
      <p role="alert" className={styles.refused}>
        Your office session has ended.{' '}
        <Link to={PATHS.officeSignIn} state={{ from: `${pathname}${search}` }}>
          Sign in again
        </Link>
      </p>
    );
  }
  return null;
}

export function OfficeFrame({ person, children }: { person: OfficePerson; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedOut = useOfficeSession((state) => state.signedOut);
  const [leaving, setLeaving] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function signOut() {
    setLeaving('busy');
    try {
      await officePost(ENDPOINTS.officeSignOut, {});
    } catch (error) {
      // Refused means there is no session left to end.
      if (!(error instanceof OfficeRefusedError)) {
        setLeaving('failed');
        return;
      }
    }
    signedOut();
    navigate(PATHS.officeSignIn, { replace: true });
  }

  return (
    <div className={styles.frame}>
      <Column>
        <header className={styles.bar}>
          <p className={styles.name}>
            Office · signed in as <strong>{person.name}</strong>
          </p>
          <nav aria-label="Office" className={styles.nav}>
            <ul>
              {NAV.map(({ to, label }) => {
                const current = isCurrent(to, pathname);
                return (
                  <li key={to}>
                    <Link to={to} className={current ? styles.current : undefined} aria-current={current ? 'page' : undefined}>
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Button variant="secondary" onClick={() => void signOut()} aria-busy={leaving === 'busy' || undefined}>
            Sign out
          </Button>
        </header>
        {leaving === 'failed' && <p role="alert">Signing out did not reach the office. Try again.</p>}
        <RefusalMessage />
      </Column>
      {children}
    </div>
  );
}
