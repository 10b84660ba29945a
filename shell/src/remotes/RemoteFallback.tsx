import { useEffect } from 'react';
import { company } from 'contract/company/company';
import { Button } from 'shared-ui/kit/Button';
import { Column } from 'shared-ui/kit/Column';
import type { RemoteName } from 'site/routes';
import { reportFallback } from '../field/fieldReports';
import styles from './RemoteFallback.module.css';

export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  // Each time it is shown in the browser (the server's drawing of it included, once hydrated).
  useEffect(() => {
    reportFallback(remote);
  }, [remote]);
  return (
    <Column className={styles.fallback}>
      <section role="alert" aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title">This page is taking a short break</h1>
        <p>
          We could not load this part of our site. Check your internet connection and try again. If it keeps
          happening, call us at <a href={company.phone.href}>{company.phone.display}</a> and we will help you directly.
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </section>
    </Column>
  );
}
