// The hosted payment popup: the amount (with the terminal's service fee when the
// host page asked for it), the card and billing fields, Pay and Cancel.
import { escapeHtml, inlineJson } from '../http/html';
import { TEST_CARD_HINT } from './cards';
import { runPopup, type PopupConfig } from './popupScript';

export interface PopupPageOptions extends PopupConfig {
  prices: { amount: string; serviceFee: string; total: string };
}

const field = (name: string, label: string, autocomplete: string, extra = '') => `
      <label for="${name}">${label}</label>
      <input id="${name}" name="${name}" autocomplete="${autocomplete}" ${extra} />`;

export function popupPage(options: PopupPageOptions): string {
  const { prices, sale } = options;
  const feeRow = sale.serviceFee
    ? `<dt>Service fee</dt><dd>$${escapeHtml(prices.serviceFee)}</dd>`
    : '';
  const config: PopupConfig = { saleUrl: options.saleUrl, parentOrigin: options.parentOrigin, sale };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Secure payment (sandbox)</title>
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #fff; }
      main { padding: 20px 24px; }
      h1 { font-size: 1.35rem; margin: 0 0 4px; }
      .note { margin: 0 0 12px; color: #4a4a4a; font-size: 0.9rem; }
      dl { display: grid; grid-template-columns: auto auto; gap: 2px 16px; margin: 0 0 16px; }
      dt { color: #4a4a4a; } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
      .total { font-weight: 700; color: #1b1b1b; }
      label { display: block; font-weight: 600; margin-top: 10px; }
      input { width: 100%; box-sizing: border-box; padding: 8px 10px; font: inherit; border: 1px solid #6b6b6b; border-radius: 6px; }
      input:focus, button:focus { outline: 3px solid #1a56db; outline-offset: 2px; }
      .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
      .actions { display: flex; gap: 12px; margin-top: 18px; }
      button { font: inherit; font-weight: 600; padding: 9px 16px; border-radius: 6px; cursor: pointer; }
      #pay { background: #14532d; color: #fff; border: 1px solid #14532d; }
      #pay:disabled { background: #4a4a4a; border-color: #4a4a4a; }
      #cancel { background: #fff; color: #1b1b1b; border: 1px solid #6b6b6b; }
      #payment-status { min-height: 1.5em; margin: 12px 0 0; }
      #payment-status.error { color: #b00020; font-weight: 600; } #payment-status.ok { color: #14532d; }
    </style>
  </head>
  <body>
    <main>
      <h1>Secure payment</h1>
      <p class="note">Sandbox card page for development and tests. ${escapeHtml(TEST_CARD_HINT)}</p>
      <dl>
        <dt>Amount</dt><dd>$${escapeHtml(prices.amount)}</dd>
        ${feeRow}
        <dt class="total">Total</dt><dd class="total">$${escapeHtml(prices.total)}</dd>
      </dl>
      <form id="payment-form" novalidate>
        ${field('card', 'Card number', 'cc-number', 'inputmode="numeric"')}
        <div class="row">
          <div>${field('expiry', 'Expiration date (MM/YY)', 'cc-exp', 'inputmode="numeric"')}</div>
          <div>${field('csc', 'Security code', 'cc-csc', 'inputmode="numeric"')}</div>
        </div>
        ${field('street', 'Billing street address', 'address-line1')}
        ${field('zip', 'Billing zip code', 'postal-code', 'inputmode="numeric"')}
        <p id="payment-status" role="status" aria-live="polite"></p>
        <div class="actions">
          <button id="pay" type="submit">Pay $${escapeHtml(prices.total)}</button>
          <button id="cancel" type="button">Cancel</button>
        </div>
      </form>
    </main>
    <script>(${runPopup.toString()})(${inlineJson(config)});</script>
  </body>
</html>
`;
}
