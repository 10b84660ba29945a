// Finalizing the sale: the copy cycles at 2 s, 6.5 s, 9 s and 12 s; the purchase call
// is made once (a ref keeps React's double effects in development from making it
// twice); its outcome shows 3 s after the answer. Success clears the payment and goes
// home after 3.5 s; an error changes its text after 6 s. The timers are the page's.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTimers } from 'shared-ui/hooks/useTimers';
import type { PurchaseRequest } from 'contract/schemas/purchase';
import { HOME_PATH } from '../../paths';
import { resetPaymentState } from '../../common/paymentState';
import { COPY_CHANGES_AT_MS } from './messages';
import { settleSale, type SaleOutcome } from './settleSale';

export const OUTCOME_AFTER_MS = 3000;
export const HOME_AFTER_MS = 3500;
export const THANKS_AFTER_MS = 6000;

export function useFinalizeSale(request: PurchaseRequest) {
  const { schedule } = useTimers();
  const navigate = useNavigate();
  const [copyIndex, setCopyIndex] = useState(0);
  const [outcome, setOutcome] = useState<SaleOutcome | null>(null);
  const [thanks, setThanks] = useState(false);
  const call = useRef<Promise<SaleOutcome> | null>(null);

  useEffect(() => {
    COPY_CHANGES_AT_MS.forEach((ms, index) => schedule(() => setCopyIndex(index + 1), ms));
  }, [schedule]);

  useEffect(() => {
    let active = true;
    call.current ??= settleSale(request);
    void call.current.then((result) => {
      if (!active) return;
      schedule(() => {
        setOutcome(result);
        if (result.state === 'success') {
          // Paid and recorded: nothing of it stays in the tab.
          resetPaymentState();
          schedule(() => navigate(HOME_PATH), HOME_AFTER_MS);
        } else {
          // The record stays: a refresh posts it again, and the worker answers the same.
          schedule(() => setThanks(true), THANKS_AFTER_MS);
        }
      }, OUTCOME_AFTER_MS);
    });
    return () => {
      active = false;
    };
  }, [navigate, request, schedule]);

  return { copyIndex, outcome, thanks };
}
