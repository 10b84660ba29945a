// The Thank You step: the pending order is made (the worker verifies the captcha
// token first), and after about 1 s the amount, surcharge and credit flag go into
// the store, then after a further 1 s the visitor is routed to checkout. The timers
// are the page's (cleared when it is left); a request still in flight is aborted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WorkerError } from 'shared-ui/api/worker';
import type { OrderRequest, PendingOrder } from 'contract/schemas/purchase';
import { useAppStore } from 'shared-ui/store/appStore';
import { PATHS } from '../../paths';
import { savePendingOrder } from '../../common/pendingOrder';
import { createOrder } from './api/createOrder';
import { CAPTCHA_REFUSED, CAPTCHA_UNAVAILABLE, SECURING_FAILED } from './messages';

export const STORE_AFTER_MS = 1000;
export const ROUTE_AFTER_MS = 1000;

type Schedule = (callback: () => void, ms: number) => unknown;

export type SecuringState = { status: 'idle' | 'working' } | { status: 'failed'; message: string };

function failureMessage(error: unknown) {
  if (error instanceof WorkerError && error.status === 403) return CAPTCHA_REFUSED;
  if (error instanceof WorkerError && error.status === 503) return CAPTCHA_UNAVAILABLE;
  return SECURING_FAILED;
}

export function useSecureTransaction(schedule: Schedule) {
  const navigate = useNavigate();
  const setPayments = useAppStore((state) => state.setPayments);
  const resetProcessing = useAppStore((state) => state.resetProcessing);
  const [state, setState] = useState<SecuringState>({ status: 'idle' });
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const start = useCallback(
    (order: OrderRequest) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setState({ status: 'working' });
      let made: PendingOrder | null = null;
      let waited = false;
      const proceed = () => {
        if (!made || !waited || controller.signal.aborted) return;
        savePendingOrder(made);
        // A record of an earlier payment in this tab is not this order's: checkout must offer the button.
        resetProcessing();
        setPayments({ value: made.amount, charge: made.surcharge, credit: made.credit });
        schedule(() => navigate(PATHS.checkout), ROUTE_AFTER_MS);
      };
      schedule(() => {
        waited = true;
        proceed();
      }, STORE_AFTER_MS);
      createOrder(order, controller.signal).then(
        (pending) => {
          made = pending;
          proceed();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('could not reach worker', error);
          controller.abort();
          setState({ status: 'failed', message: failureMessage(error) });
        },
      );
    },
    [navigate, resetProcessing, schedule, setPayments],
  );

  return { state, start };
}
