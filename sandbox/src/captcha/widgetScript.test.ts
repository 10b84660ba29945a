/** @jest-environment jsdom */
// The captcha script the site runs, in a page: evaluated from the same source text it is served as.
import { widgetScriptSource } from './widgetScript';

const ORIGIN = 'http://localhost:8089';
const host = window as unknown as Record<string, unknown>;

interface Grecaptcha {
  render(container: HTMLElement | string, params: Record<string, unknown>): number;
  reset(id?: number): void;
  getResponse(id?: number): string;
}

function install(onload: string | null = null) {
  new Function(widgetScriptSource({ origin: ORIGIN, siteKey: 'site-1', onload, tokenLifetimeMs: 120_000 }))();
  return host.grecaptcha as Grecaptcha;
}

let fetchMock: jest.Mock;

/** What the widget reads of a fetch answer (this jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

beforeEach(() => {
  document.body.innerHTML = '<div id="captcha"></div>';
  delete host.grecaptcha;
  fetchMock = jest.fn(async () => answer(200, { token: 'tok-1' }));
  host.fetch = fetchMock;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('grecaptcha.render', () => {
  it('calls the onload function once the API is ready', () => {
    const ready = jest.fn();
    host.captchaReady = ready;
    install('captchaReady');
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('shows a labelled checkbox that gets a token for the callback', async () => {
    const callback = jest.fn();
    const grecaptcha = install();
    const id = grecaptcha.render('captcha', { sitekey: 'site-1', callback });
    const checkbox = document.querySelector<HTMLInputElement>('#captcha input[type="checkbox"]')!;
    expect(document.querySelector(`label[for="${checkbox.id}"]`)?.textContent).toBe("I'm not a robot");

    checkbox.click();
    await flush();

    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/captcha/token`, expect.objectContaining({ method: 'POST', body: '{"sitekey":"site-1"}' }));
    expect(callback).toHaveBeenCalledWith('tok-1');
    expect(grecaptcha.getResponse(id)).toBe('tok-1');
    expect(checkbox.disabled).toBe(true);

    grecaptcha.reset(id);
    expect(grecaptcha.getResponse(id)).toBe('');
    expect(checkbox.checked).toBe(false);
  });

  it('leaves the hidden challenge frame in the page, as the real widget does', () => {
    install().render('captcha', { sitekey: 'site-1' });
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="recaptcha challenge expires in two minutes"]')!;
    expect(frame.src).toBe(`${ORIGIN}/captcha/bframe`);
    expect((frame.parentElement!.parentElement as HTMLElement).style.visibility).toBe('hidden');
  });

  it('refuses a site key it does not know', () => {
    install().render('captcha', { sitekey: 'other' });
    expect(document.querySelector('#captcha [role="alert"]')?.textContent).toBe('ERROR for site owner: Invalid site key');
    expect(document.querySelector('#captcha input')).toBeNull();
  });

  it('refuses to render twice into one element', () => {
    const grecaptcha = install();
    grecaptcha.render('captcha', { sitekey: 'site-1' });
    expect(() => grecaptcha.render('captcha', { sitekey: 'site-1' })).toThrow('already been rendered');
  });

  it('lets the visitor try again when no token comes', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, {}));
    const callback = jest.fn();
    install().render('captcha', { sitekey: 'site-1', callback });
    const checkbox = document.querySelector<HTMLInputElement>('#captcha input')!;
    checkbox.click();
    await flush();
    expect(callback).not.toHaveBeenCalled();
    expect(checkbox.checked).toBe(false);
    expect(checkbox.disabled).toBe(false);
    expect(document.querySelector('#captcha [role="status"]')?.textContent).toBe('Verification failed. Please try again.');
  });
});
