// Shows the provider's pay button for the pending order: the page's callbacks are
// defined first, then the provider's script is loaded (identifiers from the worker)
// and asked for the button inside the given container. Leaving the page removes the
// button and the callbacks.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { fetchPaymentConfig } from 'shared-ui/api/config';
import type { PendingOrder } from 'contract/schemas/purchase';
import { loadScript } from '../../common/loadScript';
import { clearentGlobals, hppScriptUrl, payButtonOptions } from './clearent';

interface Handlers {
  /** The provider reported a transaction (approved, or declined with its details). */
  onTransaction: (json: unknown) => void;
  onPopupClosed: () => void;
  onButtonRendered: () => void;
}

export function useHostedPaymentPage(container: RefObject<HTMLElement | null>, order: PendingOrder, buttonText: string, handlers: Handlers) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let active = true;
    let buttonHost: HTMLElement | null = null;
    const page = clearentGlobals();
    page.ClearentOnSuccess = (_raw, json) => latest.current.onTransaction(json);
    // A decline carries its transaction: the worker confirms it was declined.
    page.ClearentOnError = (_raw, json) => latest.current.onTransaction(json);
    page.ClearentOnPopupClosed = () => latest.current.onPopupClosed();

    (async () => {
      const config = await fetchPaymentConfig();
      await loadScript(hppScriptUrl(config));
      if (!active || !container.current) return;
      if (!page.Clearent) throw new Error('the hosted payment page script defined no Clearent');
      buttonHost = document.createElement('div');
      container.current.appendChild(buttonHost);
      page.Clearent.payButton(payButtonOptions(order, buttonHost, buttonText));
      latest.current.onButtonRendered();
    })().catch((error: unknown) => console.error('could not reach worker or the payment provider', error));

    return () => {
      active = false;
      buttonHost?.remove();
      delete page.ClearentOnSuccess;
      delete page.ClearentOnError;
      delete page.ClearentOnPopupClosed;
    };
  }, [container, order, buttonText]);
}
