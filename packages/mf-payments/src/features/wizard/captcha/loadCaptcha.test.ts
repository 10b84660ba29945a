import { captchaScriptUrl, loadCaptcha } from './loadCaptcha';

describe('loadCaptcha', () => {
  it('asks for explicit rendering and a ready callback, keeping the query it was given', () => {
    const url = new URL(captchaScriptUrl('https://www.google.com/recaptcha/api.js?hl=en'));
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('onload')).toMatch(/^[A-Za-z]+$/);
    expect(url.searchParams.get('hl')).toBe('en');
  });

  it('resolves once the provider calls the ready callback', async () => {
    const scriptUrl = 'https://captcha.example/api.js';
    const loading = loadCaptcha(scriptUrl);
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://captcha.example/api.js"]')!;
    const onload = new URL(script.src).searchParams.get('onload')!;
    const api = { render: jest.fn(), reset: jest.fn() };
    (window as unknown as Record<string, unknown>).grecaptcha = api;
    script.dispatchEvent(new Event('load'));
    (window as unknown as Record<string, () => void>)[onload]!();
    await expect(loading).resolves.toBe(api);
    await expect(loadCaptcha(scriptUrl)).resolves.toBe(api);
  });
});
