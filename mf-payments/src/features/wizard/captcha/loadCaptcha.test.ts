import { captchaScriptUrl, loadCaptcha } from './loadCaptcha';

const page = window as unknown as Record<string, unknown>;
const scriptOf = (scriptUrl: string) => document.head.querySelector<HTMLScriptElement>(`script[src^="${scriptUrl}"]`)!;

/** The provider's script has run: it defines the API and calls the page's ready callback. */
function providerReady(scriptUrl: string) {
  const script = scriptOf(scriptUrl);
  const api = { render: jest.fn(), reset: jest.fn() };
  page.grecaptcha = api;
  script.dispatchEvent(new Event('load'));
  (page[new URL(script.src).searchParams.get('onload')!] as () => void)();
  return api;
}

/** A loader with no load under way: the module keeps one load for the whole page. */
async function freshLoader() {
  let loader!: typeof import('./loadCaptcha');
  await jest.isolateModulesAsync(async () => {
    loader = await import('./loadCaptcha');
  });
  return loader.loadCaptcha;
}

afterEach(() => {
  jest.useRealTimers();
  delete page.grecaptcha;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

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
    const api = providerReady(scriptUrl);
    await expect(loading).resolves.toBe(api);
    await expect(loadCaptcha(scriptUrl)).resolves.toBe(api);
  });
});

describe('loadCaptcha when the provider never says it is ready', () => {
  const scriptUrl = 'https://stalled.example/api.js';

  it('fails after 15 s, not before, and leaves no timer', async () => {
    jest.useFakeTimers();
    const load = await freshLoader();
    const failed = jest.fn();
    load(scriptUrl).catch(failed);
    scriptOf(scriptUrl).dispatchEvent(new Event('load'));

    await jest.advanceTimersByTimeAsync(14_999);
    expect(failed).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('the captcha did not report ready within 15 s'));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timer as soon as the provider is ready', async () => {
    jest.useFakeTimers();
    const load = await freshLoader();
    const loading = load(scriptUrl);
    expect(jest.getTimerCount()).toBe(1);
    providerReady(scriptUrl);
    await expect(loading).resolves.toBeDefined();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clears its timer when the script fails to load', async () => {
    jest.useFakeTimers();
    const load = await freshLoader();
    const loading = load(scriptUrl);
    scriptOf(scriptUrl).dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`could not load ${scriptUrl}`);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops waiting, and clears its timer, when the page is left', async () => {
    jest.useFakeTimers();
    const load = await freshLoader();
    const left = new AbortController();
    const loading = load(scriptUrl, left.signal);
    left.abort(new DOMException('left the page', 'AbortError'));
    await expect(loading).rejects.toThrow('left the page');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('still serves a later visit when the provider is ready after an earlier one gave up', async () => {
    jest.useFakeTimers();
    const load = await freshLoader();
    const first = load(scriptUrl);
    const gaveUp = expect(first).rejects.toThrow('within 15 s');
    await jest.advanceTimersByTimeAsync(15_000);
    await gaveUp;

    const second = load(scriptUrl);
    const api = providerReady(scriptUrl);
    await expect(second).resolves.toBe(api);
  });
});
