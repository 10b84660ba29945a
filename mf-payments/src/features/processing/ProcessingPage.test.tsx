import { act, fireEvent, screen } from '@testing-library/react';
import type { CompletedPaymentRecord } from 'shared-ui/store/types';
import { useAppStore } from 'shared-ui/store/appStore';
import { initialPayments } from 'shared-ui/store/paymentsSlice';
import { resetAppStore } from 'site-testing/resetAppStore';
import { readPendingOrder, savePendingOrder } from '../../common/pendingOrder';
import { WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { fakeWorker, hangs, json, type Answer } from 'site-testing/fakeWorker';
import { currentPlace, renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from '../../routes';
import { advance, expectNoPendingTimers, settle } from 'site-testing/timers';

const RECORD: CompletedPaymentRecord = ['ID-sandbox-1', '777', '777', '103.00', 'APPROVED', '12 Lake Street', '2026-05-01T12:00:00Z'];
const ORDER = { invoice: 'INV-0123456789', amount: '100.00', surcharge: '3.00', total: '103.00', credit: true };
const COPY = [
  'DO NOT LEAVE OR REFRESH THIS PAGE',
  'TUNING SPEAKERS...',
  'ADJUSTING EQ...',
  'UPDATING FIRMWARES...',
  'TURNING UP THE VOLUME...',
];
const ERROR_TEXT =
  'Your bank has handled your payment, but an error happened on our side while we were finalizing it. If we do not receive your payment, we will reach out to you.';

const path = () => currentPlace().pathname;

function paymentReported() {
  savePendingOrder(ORDER);
  act(() => {
    useAppStore.getState().setPayments({ value: '100.00', charge: '3.00', credit: true });
    useAppStore.getState().setProcessing(RECORD);
  });
}

function workerAnswers(purchase: Answer) {
  return fakeWorker({ 'POST /purchase': purchase });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetAppStore();
});

afterEach(() => jest.useRealTimers());

describe('finalizing the sale', () => {
  it("is titled 'Finalizing Sale' and cycles its copy at 2 s, 6.5 s, 9 s and 12 s", async () => {
    paymentReported();
    workerAnswers(() => new Promise<Response>(() => {}));
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing');
    expect(screen.getByRole('heading', { level: 1, name: 'Finalizing Sale' })).toBeInTheDocument();

    const shown = () => COPY.find((line) => screen.queryByText(line));
    const checkpoints: [number, string][] = [
      [1999, COPY[0]!],
      [1, COPY[1]!],
      [4499, COPY[1]!],
      [1, COPY[2]!],
      [2499, COPY[2]!],
      [1, COPY[3]!],
      [2999, COPY[3]!],
      [1, COPY[4]!],
      [10_000, COPY[4]!],
    ];
    expect(shown()).toBe(COPY[0]);
    for (const [ms, line] of checkpoints) {
      await advance(ms);
      expect(shown()).toBe(line);
    }
  });

  it('posts the record and its invoice once, even with React development double effects', async () => {
    paymentReported();
    const worker = workerAnswers(() => json({ result: true, details: 'transaction approved' }));
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing', { strict: true });
    await settle();
    await advance(10_000);
    expect(worker.callsTo('POST /purchase')).toEqual([{ route: 'POST /purchase', body: { record: RECORD, invoice: ORDER.invoice } }]);
  });

  it("shows 'Success!' 3 s after an approved answer, clears the payment and goes home 3.5 s later", async () => {
    paymentReported();
    workerAnswers(() => json({ result: true, details: 'transaction approved' }));
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing', { strict: true });
    await settle();

    await advance(2999);
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('YOU ARE BEING REDIRECTED...')).toBeInTheDocument();
    // What was paid stays on screen until home, though the tab forgets the payment.
    const paid = screen.getByRole('status');
    expect(paid).toHaveTextContent('Paid$103.00');
    expect(paid).toHaveTextContent('CardCredit');
    expect(paid).toHaveTextContent('Transaction777');
    expect(useAppStore.getState().payments).toEqual(initialPayments);
    expect(useAppStore.getState().processing.value).toEqual([]);
    expect(readPendingOrder()).toBeNull();

    await advance(3499);
    expect(path()).toBe('/verify/checkout/processing');
    await advance(1);
    expect(path()).toBe('/');
  });

  it.each([
    ['a declined transaction', () => json({ result: false, details: 'transaction declined' })],
    ['a server error', () => json({ result: false, details: 'server error' })],
    ['a refused request', () => json({ error: 'The purchase record has errors' }, 400)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s shows the error text at 3 s, then thanks and a way home at 6 s more', async (_name, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    paymentReported();
    workerAnswers(answer);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing');
    await settle();

    await advance(2999);
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();

    await advance(5999);
    expect(screen.queryByText('Thank you for paying online!')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Thank you for paying online!')).toBeInTheDocument();
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
    // The record stays, so a refresh asks the worker again (it answers a recorded payment the same).
    expect(useAppStore.getState().processing.value).toEqual(RECORD);

    fireEvent.click(screen.getByRole('button', { name: 'Return to Home Page' }));
    expect(path()).toBe('/');
  });

  it('takes the error path when the worker never answers, once the call reaches its deadline', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    paymentReported();
    workerAnswers(hangs);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing');
    await settle();

    // The call gives up at its deadline; its outcome shows 3 s later, as any answer's does.
    await advance(WORKER_DEADLINES_MS.submission);
    await advance(2999);
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText(COPY[4]!)).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText(ERROR_TEXT)).toBeInTheDocument();
    await advance(6000);
    expect(screen.getByText('Thank you for paying online!')).toBeInTheDocument();
    // The worker's cron reconciles the payment with the card gateway; the record stays for a retry.
    expect(useAppStore.getState().processing.value).toEqual(RECORD);
  });

  it('clears every timer when the visitor leaves, before and after the answer', async () => {
    paymentReported();
    let answer: (response: Response) => void = () => {};
    workerAnswers(() => new Promise((resolve) => (answer = resolve)));
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing');
    await advance(2500);
    await act(async () => answer(json({ result: true, details: 'transaction approved' })));
    await advance(1000);
    unmount();
    expectNoPendingTimers();
    await advance(20_000);
    expect(useAppStore.getState().processing.value).toEqual(RECORD);
  });

  it('sends a visitor with no reported payment back to checkout', async () => {
    const worker = workerAnswers(() => json({ result: true, details: 'transaction approved' }));
    jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderRoutes(<PaymentsRoutes />, '/verify/checkout/processing');
    await settle();
    expect(path()).toBe('/verify/checkout');
    expect(worker.requests).toEqual([]);
  });
});
