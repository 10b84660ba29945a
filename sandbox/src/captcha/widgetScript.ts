// The captcha script a site loads (/captcha/api.js?render=explicit&onload=<fn>). It
// mirrors reCAPTCHA v2's explicit API, `grecaptcha.render(container, { sitekey,
// callback, 'expired-callback' })`, `reset` and `getResponse`, with a keyboard-usable
// checkbox in place of the real challenge, and adds the hidden challenge frame the real
// one leaves in the page.

export interface WidgetConfig {
  origin: string;
  siteKey: string;
  /** The global function to call once the API is ready. */
  onload: string | null;
  tokenLifetimeMs: number;
}

type Callback = ((token?: string) => void) | string | undefined;

/** Runs in the site's page; served as its own source text, so browser globals only. */
export function installCaptcha(config: WidgetConfig): void {
  const host = window as unknown as Record<string, unknown>;
  const widgets: ({ token: string; checkbox: HTMLInputElement; status: HTMLElement } | null)[] = [];

  const invoke = (callback: Callback, token?: string) => {
    const fn = typeof callback === 'string' ? host[callback] : callback;
    if (typeof fn === 'function') fn(token);
  };

  function addChallengeFrame() {
    if (document.querySelector('iframe[title="recaptcha challenge expires in two minutes"]')) return;
    const outer = document.createElement('div');
    outer.style.cssText = 'visibility:hidden;position:absolute;top:-10000px;left:-10000px;width:1px;height:1px';
    const inner = document.createElement('div');
    const frame = document.createElement('iframe');
    frame.title = 'recaptcha challenge expires in two minutes';
    frame.src = `${config.origin}/captcha/bframe`;
    frame.tabIndex = -1;
    inner.appendChild(frame);
    outer.appendChild(inner);
    document.body.appendChild(outer);
  }

  function render(target: HTMLElement | string, params: { sitekey?: string; callback?: Callback; 'expired-callback'?: Callback }) {
    const container = typeof target === 'string' ? document.getElementById(target) : target;
    if (!container) throw new Error('Invalid captcha container');
    if (container.hasAttribute('data-captcha-rendered')) throw new Error('reCAPTCHA has already been rendered in this element');
    container.setAttribute('data-captcha-rendered', 'true');
    const id = widgets.length;
    const box = document.createElement('div');
    box.style.cssText =
      'display:inline-flex;flex-direction:column;gap:4px;padding:12px 16px;border:1px solid #6b6b6b;border-radius:4px;background:#f9f9f9;color:#1b1b1b;font:16px/1.4 system-ui,sans-serif';
    container.appendChild(box);
    if (params.sitekey !== config.siteKey) {
      box.setAttribute('role', 'alert');
      box.textContent = 'ERROR for site owner: Invalid site key';
      widgets.push(null);
      return id;
    }
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;align-items:center;gap:10px';
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.id = `sandbox-captcha-${id}`;
    checkbox.style.cssText = 'width:24px;height:24px;margin:0';
    const label = document.createElement('label');
    label.htmlFor = checkbox.id;
    label.textContent = "I'm not a robot";
    const status = document.createElement('span');
    status.setAttribute('role', 'status');
    status.style.cssText = 'font-size:0.85rem;color:#4a4a4a';
    status.textContent = 'Sandbox verification';
    row.append(checkbox, label);
    box.append(row, status);
    const widget = { token: '', checkbox, status };
    widgets.push(widget);

    checkbox.addEventListener('change', async () => {
      if (!checkbox.checked || widget.token) return;
      checkbox.disabled = true;
      status.textContent = 'Verifying…';
      try {
        const response = await fetch(`${config.origin}/captcha/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sitekey: params.sitekey }),
        });
        if (!response.ok) throw new Error(`captcha token: ${response.status}`);
        const { token } = (await response.json()) as { token: string };
        widget.token = token;
        status.textContent = 'Verified';
        invoke(params.callback, token);
        setTimeout(() => {
          if (widget.token !== token) return;
          reset(id);
          invoke(params['expired-callback']);
        }, config.tokenLifetimeMs);
      } catch {
        checkbox.checked = false;
        checkbox.disabled = false;
        status.textContent = 'Verification failed. Please try again.';
      }
    });
    addChallengeFrame();
    return id;
  }

  function reset(id = 0) {
    const widget = widgets[id];
    if (!widget) return;
    widget.token = '';
    widget.checkbox.checked = false;
    widget.checkbox.disabled = false;
    widget.status.textContent = 'Sandbox verification';
  }

  host.grecaptcha = {
    render,
    reset,
    getResponse: (id = 0) => widgets[id]?.token ?? '',
    ready: (callback: () => void) => callback(),
  };
  if (config.onload) invoke(config.onload);
}

export const widgetScriptSource = (config: WidgetConfig) => `(${installCaptcha.toString()})(${JSON.stringify(config)});\n`;
