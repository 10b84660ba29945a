// Loads the captcha provider's script with explicit rendering (reCAPTCHA v2's
// `grecaptcha`; hCaptcha offers the same API) and resolves with its API once the
// provider calls the onload function named in the script URL. A provider that never
// calls it (a script blocked, stalled or broken) fails the wait after 15 s, so the page
// can say the verification could not load; a page left sooner stops waiting.
import { loadScript } from '../../../common/loadScript';

export interface CaptchaApi {
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void },
  ): number;
  reset(id?: number): void;
}

export const CAPTCHA_READY_TIMEOUT_MS = 15_000;

const ONLOAD = 'rockRiverCaptchaReady';
let loading: Promise<CaptchaApi> | null = null;

const api = () => (window as unknown as { grecaptcha?: Partial<CaptchaApi> }).grecaptcha;

export function captchaScriptUrl(scriptUrl: string) {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', ONLOAD);
  return url.toString();
}

/** The one load of the page, shared by every caller: it may still succeed after a caller gave up. */
function requestCaptcha(scriptUrl: string): Promise<CaptchaApi> {
  return new Promise<CaptchaApi>((resolve, reject) => {
    (window as unknown as Record<string, unknown>)[ONLOAD] = () => {
      const loaded = api();
      if (typeof loaded?.render === 'function') resolve(loaded as CaptchaApi);
      else reject(new Error('the captcha script has no render()'));
    };
    loadScript(captchaScriptUrl(scriptUrl)).catch((error: unknown) => {
      loading = null;
      reject(error);
    });
  });
}

/** The load, failed after CAPTCHA_READY_TIMEOUT_MS or when the caller aborts; the timer goes as soon as it settles. */
function readyWithin(load: Promise<CaptchaApi>, signal: AbortSignal | undefined): Promise<CaptchaApi> {
  return new Promise<CaptchaApi>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
      settle();
    };
    const abandon = () => finish(() => reject(signal!.reason));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`the captcha did not report ready within ${CAPTCHA_READY_TIMEOUT_MS / 1000} s`))),
      CAPTCHA_READY_TIMEOUT_MS,
    );
    signal?.addEventListener('abort', abandon);
    if (signal?.aborted) abandon();
    load.then(
      (ready) => finish(() => resolve(ready)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

export function loadCaptcha(scriptUrl: string, signal?: AbortSignal): Promise<CaptchaApi> {
  const ready = api();
  if (typeof ready?.render === 'function') return Promise.resolve(ready as CaptchaApi);
  loading ??= requestCaptcha(scriptUrl);
  return readyWithin(loading, signal);
}
