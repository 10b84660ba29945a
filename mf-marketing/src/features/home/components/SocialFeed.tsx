import { useEffect, useState } from 'react';
import { company } from 'contract/company/company';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';
import { whenIdle } from '../whenIdle';
import styles from './SocialFeed.module.css';

export interface SocialFeedProps {
  scriptUrl: string;
  containerId: string;
  timeoutMs: number;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * A feed widget rendered by the aggregator's script into `containerId`. The script
 * is added once the page is idle (async, so it never blocks anything); if it cannot
 * load, or has not loaded after `timeoutMs`, the box quietly shows a link to our
 * social pages instead. The box keeps its size throughout, so nothing shifts.
 */
export function SocialFeed({ scriptUrl, containerId, timeoutMs }: SocialFeedProps) {
  const [status, setStatus] = useState<Status>('waiting');
  const { schedule } = useTimers();

  useEffect(() => {
    let script: HTMLScriptElement | undefined;
    const cancel = whenIdle(() => {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => setStatus((now) => (now === 'loading' ? 'loaded' : now));
      script.onerror = () => setStatus('failed');
      document.body.appendChild(script);
      setStatus('loading');
      schedule(() => setStatus((now) => (now === 'loading' ? 'failed' : now)), timeoutMs);
    });
    return () => {
      cancel();
      script?.remove();
    };
  }, [scriptUrl, timeoutMs, schedule]);

  const [primary] = company.social;

  return (
    <div className={styles.box} aria-busy={status === 'waiting' || status === 'loading'}>
      {status === 'failed' ? (
        <p className={styles.fallback}>
          Our latest project photos live on{' '}
          <ExternalLink href={primary.url}>
            our {primary.name} page
          </ExternalLink>
          .
        </p>
      ) : (
        <>
          {status !== 'loaded' && <p className={styles.waiting}>Loading our latest posts&hellip;</p>}
          {/* The widget owns this element's children; React never renders into it. */}
          <div id={containerId} className={styles.widget} />
        </>
      )}
    </div>
  );
}
