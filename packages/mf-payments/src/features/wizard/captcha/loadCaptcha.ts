// Loads the captcha provider's script with explicit rendering (reCAPTCHA v2's
// `grecaptcha`; hCaptcha offers the same API) and resolves with its API once the
// provider calls the onload function named in the script URL.
import { loadScript } from '../../../common/loadScript';

export interface CaptchaApi {
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void },
  ): number;
  reset(id?: number): void;
}

const ONLOAD = 'rockRiverCaptchaReady';
let loading: Promise<CaptchaApi> | null = null;

const api = () => (window as unknown as { grecaptcha?: Partial<CaptchaApi> }).grecaptcha;

export function captchaScriptUrl(scriptUrl: string) {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', ONLOAD);
  return url.toString();
}

export function loadCaptcha(scriptUrl: string): Promise<CaptchaApi> {
  const ready = api();
  if (typeof ready?.render === 'function') return Promise.resolve(ready as CaptchaApi);
  loading ??= new Promise<CaptchaApi>((resolve, reject) => {
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
  return loading;
}
