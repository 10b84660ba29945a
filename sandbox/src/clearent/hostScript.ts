// The hosted payment page script a site loads from /hpp/{merchant}/{terminal}. Like
// Clearent's clearent.js it defines `window.Clearent` (setProperty, payButton) and
// reports through the host page's global callbacks: ClearentOnPopupOpened(firstOpen),
// ClearentOnSuccess(raw, json), ClearentOnError(raw, json), ClearentOnPopupClosed(firstClose).
// The popup is a modal frame on the sandbox's origin that talks back by postMessage.

export interface HostConfig {
  origin: string;
  merchantId: string;
  terminalId: string;
}

/**
 * Runs in the site's page, not in the sandbox: it is served as its own source text
 * (`hostScriptSource`), so it may use nothing but browser globals.
 */
export function installClearent(config: HostConfig): void {
  const host = window as unknown as Record<string, unknown>;
  const properties: Record<string, unknown> = {};
  let firstOpen = true;
  let firstClose = true;
  let popup: { overlay: HTMLElement; frame: HTMLIFrameElement; opener: HTMLElement | null } | null = null;

  const callHost = (name: string, ...args: unknown[]) => {
    const callback = host[name];
    if (typeof callback === 'function') callback(...args);
  };
  const isOn = (name: string, fallback: boolean) => {
    const value = properties[name];
    return value === undefined || value === null ? fallback : value === true || value === 'true';
  };

  function popupUrl(): string {
    const query = new URLSearchParams({
      amount: String(properties.amount ?? ''),
      invoice: String(properties.invoice ?? ''),
      'check-field': String(properties['check-field'] ?? ''),
      // The terminal's service-fee setting applies unless the page turns it off.
      'service-fee': String(isOn('use-terminal-service-fee-setting', true)),
      parent: window.location.origin,
    });
    const path = `/hpp/${encodeURIComponent(config.merchantId)}/${encodeURIComponent(config.terminalId)}/popup`;
    return `${config.origin}${path}?${query.toString()}`;
  }

  function closePopup() {
    if (!popup) return;
    const { overlay, opener } = popup;
    popup = null;
    overlay.remove();
    opener?.focus();
    callHost('ClearentOnPopupClosed', firstClose);
    firstClose = false;
  }

  function openPopup(opener: HTMLElement | null) {
    if (popup) return;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Secure payment');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.6)';
    const frame = document.createElement('iframe');
    frame.title = 'Secure payment form';
    frame.src = popupUrl();
    frame.style.cssText = 'width:min(480px,96vw);height:min(660px,96vh);border:0;border-radius:12px;background:#fff';
    overlay.appendChild(frame);
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') closePopup();
    });
    document.body.appendChild(overlay);
    popup = { overlay, frame, opener };
    frame.addEventListener('load', () => frame.focus(), { once: true });
    callHost('ClearentOnPopupOpened', firstOpen);
    firstOpen = false;
  }

  window.addEventListener('message', (event: MessageEvent) => {
    if (!popup || event.origin !== config.origin || event.source !== popup.frame.contentWindow) return;
    const data = event.data as { clearent?: string; type?: string; raw?: string } | null;
    if (!data || data.clearent !== 'hpp') return;
    if (data.type === 'close') return closePopup();
    const raw = String(data.raw ?? '');
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // The raw text is still handed over.
    }
    if (data.type === 'success') callHost('ClearentOnSuccess', raw, json);
    if (data.type === 'error') callHost('ClearentOnError', raw, json);
  });

  function payButton(options?: Record<string, unknown>) {
    Object.assign(properties, options ?? {});
    const parentSetting = properties['pay-button-parent'];
    const parent =
      typeof parentSetting === 'string' ? document.getElementById(parentSetting) : (parentSetting as HTMLElement | null | undefined);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'clearent-pay-button';
    button.textContent = String(properties['pay-button-text'] ?? 'Pay Now');
    button.addEventListener('click', () => openPopup(button));
    (parent ?? document.body).appendChild(button);
  }

  host.Clearent = {
    setProperty: (name: string, value: unknown) => {
      properties[name] = value;
    },
    payButton,
  };
}

export const hostScriptSource = (config: HostConfig) => `(${installClearent.toString()})(${JSON.stringify(config)});\n`;
