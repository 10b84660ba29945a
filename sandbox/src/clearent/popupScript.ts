// The hosted payment popup's own script (in the sandbox's frame): it posts the card to
// the sandbox's sale endpoint and tells the host page how it went, by postMessage to
// the host's origin only.

export interface PopupConfig {
  saleUrl: string;
  parentOrigin: string;
  sale: { amount: string; invoice: string; checkField: string; serviceFee: boolean };
}

/** Runs in the popup frame; served as its own source text, so browser globals only. */
export function runPopup(config: PopupConfig): void {
  const form = document.getElementById('payment-form') as HTMLFormElement;
  const status = document.getElementById('payment-status') as HTMLElement;
  const submit = document.getElementById('pay') as HTMLButtonElement;
  const cancel = document.getElementById('cancel') as HTMLButtonElement;
  const tell = (type: 'success' | 'error' | 'close', raw = '') =>
    window.parent.postMessage({ clearent: 'hpp', type, raw }, config.parentOrigin);
  const show = (message: string, tone: 'error' | 'ok') => {
    status.textContent = message;
    status.className = tone;
  };
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;

  cancel.addEventListener('click', () => tell('close'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') tell('close');
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.disabled = true;
    show('Processing your payment…', 'ok');
    try {
      const response = await fetch(config.saleUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...config.sale,
          card: field('card'),
          expiry: field('expiry'),
          csc: field('csc'),
          street: field('street'),
          zip: field('zip'),
        }),
      });
      const raw = await response.text();
      const answer = JSON.parse(raw) as {
        payload?: { transaction?: { result?: string; 'display-message'?: string }; error?: { 'error-message'?: string } };
      };
      const transaction = answer.payload?.transaction;
      if (response.ok && transaction?.result === 'APPROVED') {
        show('Payment approved. Thank you!', 'ok');
        tell('success', raw);
        setTimeout(() => tell('close'), 1500);
        return;
      }
      tell('error', raw);
      show(transaction ? `Declined: ${transaction['display-message'] ?? 'the card was declined'}.` : answer.payload?.error?.['error-message'] ?? 'The payment failed.', 'error');
    } catch {
      show('The payment could not be sent. Check your connection and try again.', 'error');
    }
    submit.disabled = false;
  });
}
