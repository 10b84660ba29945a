import { useEffect, useRef, useState } from 'react';
import { useTimers } from 'shared-ui/hooks/useTimers';
import { cx } from 'shared-ui/kit/cx';
import { Picture } from 'shared-ui/kit/Picture';
import { PATHS } from '../../../paths';
import type { RecentWork } from '../data/recentWork';
import { whenIdle } from 'shared-ui/hooks/whenIdle';
import styles from './SocialFeed.module.css';

export interface SocialFeedProps {
  scriptUrl: string;
  containerId: string;
  /** How long after its script is added the widget has to draw something. */
  timeoutMs: number;
  /** Shown in the widget's place until it draws, and for good if it never does (#33). */
  recentWork: readonly RecentWork[];
}

/** `drawn`: the widget has put something on screen; `failed`: its script failed, or it drew nothing in time. */
type Status = 'waiting' | 'loading' | 'drawn' | 'failed';

/**
 * What the box shows until the widget draws, and for good if it never does: recent work
 * from the galleries, so the place is never an empty box, and an invitation to follow
 * us (the home page's social icons are just above it). Its links are plain: the feed is an
 * island (#42), hydrated on a root of its own with no router, so they load the next page.
 */
function FollowUs({ recentWork }: { recentWork: readonly RecentWork[] }) {
  return (
    <div className={styles.followUs}>
      <ul className={styles.recent} aria-label="Recent work from our galleries">
        {recentWork.map((work) => (
          <li key={work.path}>
            <a href={work.path} className={styles.work}>
              <Picture picture={work.picture} sizes="(min-width: 36rem) 17rem, 50vw" className={styles.photo} />
              <span className={styles.caption}>{work.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <p>Photos of our latest installs and news from the crew, as they happen: follow us on any of the networks above.</p>
      <p>
        Or see finished projects in <a href={PATHS.galleries}>our photo galleries</a>.
      </p>
    </div>
  );
}

/**
 * A feed widget that the aggregator's script draws into `containerId`. The script is
 * added once the page is idle (async, so it never blocks anything). Until the widget
 * draws, and for good if its script fails (an ad blocker) or it draws nothing within
 * `timeoutMs`, the box shows recent work from the galleries and invites the visitor to
 * follow our social pages instead: the
 * page as served is useful without any script. The box's size is fixed, so neither
 * outcome moves the page.
 */
export function SocialFeed({ scriptUrl, containerId, timeoutMs, recentWork }: SocialFeedProps) {
  const [status, setStatus] = useState<Status>('waiting');
  const container = useRef<HTMLDivElement>(null);
  const { schedule } = useTimers();

  useEffect(() => {
    const target = container.current;
    if (!target) return undefined;
    const settle = (outcome: 'drawn' | 'failed') => setStatus((now) => (now === 'loading' ? outcome : now));
    const drawing = new MutationObserver(() => {
      if (target.childElementCount > 0) settle('drawn');
    });
    let script: HTMLScriptElement | undefined;
    const cancelIdle = whenIdle(() => {
      drawing.observe(target, { childList: true });
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onerror = () => settle('failed');
      document.body.appendChild(script);
      setStatus('loading');
      schedule(() => settle('failed'), timeoutMs);
    });
    return () => {
      cancelIdle();
      drawing.disconnect();
      script?.remove();
    };
  }, [scriptUrl, timeoutMs, schedule]);

  return (
    <div className={cx(styles.box, status === 'drawn' && styles.drawn)}>
      {status !== 'drawn' && <FollowUs recentWork={recentWork} />}
      {/* The widget owns this element's children; React never renders into it. Gone once
          the widget has failed, so a late script has nowhere to draw. */}
      {status !== 'failed' && <div id={containerId} ref={container} />}
    </div>
  );
}
