// Renders the captcha into a container once its configuration (worker) and script
// (provider) have loaded. Each round renders a fresh widget in a fresh element, so a
// retry, or React's double effects in development, never render twice into one.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fetchCaptchaConfig } from 'shared-ui/api/config';
import { loadCaptcha } from './loadCaptcha';

export type CaptchaStatus = 'loading' | 'ready' | 'failed';

interface Handlers {
  onToken: (token: string) => void;
  onExpired: () => void;
}

export function useCaptchaWidget(container: RefObject<HTMLElement | null>, round: number, handlers: Handlers): CaptchaStatus {
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let active = true;
    let widgetHost: HTMLElement | null = null;
    // Leaving the page stops the wait for the provider (and its timer).
    const left = new AbortController();
    setStatus('loading');
    (async () => {
      const config = await fetchCaptchaConfig();
      const captcha = await loadCaptcha(config.scriptUrl, left.signal);
      if (!active || !container.current) return;
      widgetHost = document.createElement('div');
      container.current.appendChild(widgetHost);
      captcha.render(widgetHost, {
        sitekey: config.siteKey,
        callback: (token) => latest.current.onToken(token),
        'expired-callback': () => latest.current.onExpired(),
      });
      setStatus('ready');
    })().catch((error: unknown) => {
      if (!active) return;
      console.error('could not reach worker or captcha provider', error);
      setStatus('failed');
    });
    return () => {
      active = false;
      left.abort();
      widgetHost?.remove();
    };
  }, [container, round]);

  return status;
}
