// /office/health: the site's health as pictures, for the office (#35). For each remote its
// live version and any canary with the judge's reading now, its release history, and charts
// of page loads, errored page loads, p75 LCP and p75 INP per version over the last day or
// week, each chart's numbers also a table. Read from the worker's GET /office/health with
// the office session's cookie; mounted by the office's routes behind their session guard.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OfficeHealth } from 'contract/schemas/office';
import { WorkerError } from 'shared-ui/api/worker';
import { Button } from 'shared-ui/kit/Button';
import { Page } from 'shared-ui/kit/Page';
import { PageLoading } from 'shared-ui/kit/PageLoading';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { RANGE_WORDS } from './healthFormat';
import { fetchOfficeHealth, type HealthRange } from './officeHealthApi';
import { RemoteHealthSection } from './RemoteHealthSection';
import styles from './HealthPage.module.css';

export interface HealthPageProps {
  /**
   * Called when the worker refuses the office session (401: none or expired; 403: the
   * person was revoked), for the office's frame to send the person to sign in. The page
   * says so either way.
   */
  onSessionRefused?: (status: 401 | 403) => void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; health: OfficeHealth; at: Date } | { status: 'refused'; code: 401 | 403 } | { status: 'error' };

const RANGES = Object.keys(RANGE_WORDS) as HealthRange[];

const REFUSED: Record<401 | 403, string> = {
  401: 'Your office session has ended. Sign in again to see the site’s health.',
  403: 'Your office access has been withdrawn. Ask an admin for a new invitation.',
};

export function HealthPage({ onSessionRefused }: HealthPageProps) {
  const [range, setRange] = useState<HealthRange>('day');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // The latest callback, read when an answer comes: a new function each render must not fetch again.
  const onRefused = useRef(onSessionRefused);
  onRefused.current = onSessionRefused;

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetchOfficeHealth(range, controller.signal).then(
      (health) => {
        if (!controller.signal.aborted) setLoaded({ status: 'ready', health, at: new Date() });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof WorkerError && (error.status === 401 || error.status === 403)) {
          setLoaded({ status: 'refused', code: error.status });
          onRefused.current?.(error.status);
          return;
        }
        console.error('could not load the site health', error);
        setLoaded({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [range, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <Page title="Site health" lead="How each part of the site is doing for visitors: what is live, any canary and what the release judge reads of it, and each version’s page loads, errors and speed.">
      <PageMeta title="Site health" description="The site's releases and how each version does for visitors, for the office." />
      <fieldset className={styles.ranges}>
        <legend>Period</legend>
        {RANGES.map((value) => (
          <label key={value} className={styles.range}>
            <input type="radio" name="health-range" value={value} checked={range === value} onChange={() => setRange(value)} />
            {RANGE_WORDS[value].label}
          </label>
        ))}
      </fieldset>

      <div aria-live="polite" aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && <PageLoading label="Loading the site’s health" />}
        {loaded.status === 'refused' && (
          <p role="alert" className={styles.problem}>
            {REFUSED[loaded.code]}
          </p>
        )}
        {loaded.status === 'error' && (
          <div role="alert" className={styles.problem}>
            <p>The site’s health could not be loaded. Check your connection and try again.</p>
            <Button onClick={retry}>Try again</Button>
          </div>
        )}
      </div>
      {loaded.status === 'ready' && (
        <>
          {loaded.health.releaseNote && <p className={styles.note}>{loaded.health.releaseNote}</p>}
          {loaded.health.remotes.length === 0 && <p>Nothing released and no page loads reported {RANGE_WORDS[range].none}.</p>}
          {loaded.health.remotes.map((remote) => (
            <RemoteHealthSection key={remote.remote} remote={remote} range={loaded.health.range} now={loaded.at} />
          ))}
        </>
      )}
    </Page>
  );
}
