import { act, fireEvent, screen } from '@testing-library/react';
import type { PendingOrder } from 'contract/schemas/purchase';
import { useAppStore } from 'shared-ui/store/appStore';
import { resetAppStore } from 'site-testing/resetAppStore';
import { loadPage } from 'shared-ui/routing/pageLoads';
import { loadScript } from '../../common/loadScript';
import { savePendingOrder } from '../../common/pendingOrder';
import { fakeWorker, json, PAYMENT_CONFIG } from 'site-testing/fakeWorker';
import { currentPlace, renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from '../../routes';
import { advance, expectNoPendingTimers, settle } from 'site-testing/timers';
import type { ClearentGlobals } from './clearent';

jest.mock('shared-ui/routing/pageLoads', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));
jest.mock('../../common/loadScript', () => ({ loadScript: jest.fn() }));

const CREDIT: PendingOrder = { invoice: 'INV-0123456789', amount: '100.00', surcharge: '3.00', total: '103.00', credit: true };
const DEBIT: PendingOrder = { invoice: 'INV-ABCDEFGHJK', amount: '250.00', surcharge: '0.00', total: '250.00', credit: false };

const APPROVED = {
  code: '200',
  status: 'success',
  'exchange-id': 'ID-sandbox-1',
  links: [{ rel: 'transaction', href: '/rest/v2/transactions/777', id: '777' }],
  payload: {
    payloadType: 'transaction',
    transaction: { id: '777', amount: '103.00', result: 'APPROVED', billing: { street: '12 Lake Street' }, created: '2026-05-01T12:00:00Z' },
  },
};

const page = () => window as unknown as ClearentGlobals;
let payButton: jest.Mock;
let alertSpy: jest.SpyInstance;

/** The provider's script, as loadScript would run it: defines Clearent, which renders a button. */
function provideHostedPage({ rendersButton = true } = {}) {
  payButton = jest.fn((options: Record<string, unknown>) => {
    if (!rendersButton) return;
    const button = document.createElement('button');
    button.textContent = String(options['pay-button-text']);
    (options['pay-button-parent'] as HTMLElement).appendChild(button);
  });
  jest.mocked(loadScript).mockImplementation(async () => {
    page().Clearent = { setProperty: jest.fn(), payButton };
  });
}

function startCheckout(order: PendingOrder) {
  savePendingOrder(order);
  act(() => useAppStore.getState().setPayments({ value: order.amount, charge: order.surcharge, credit: order.credit }));
}

const path = () => currentPlace().pathname;

beforeEach(() => {
  jest.useFakeTimers();
  resetAppStore();
  // Processing, where checkout leads, posts the purchase: it never answers here.
  fakeWorker({ 'GET /config/payments': () => json(PAYMENT_CONFIG), 'POST /purchase': () => new Promise<Response>(() => {}) });
  provideHostedPage();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  delete page().Clearent;
});

describe('checkout with a pending order', () => {
  it('loads the provider script from /hpp/{merchant}/{terminal} and asks for the pay button of the order', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();

    expect(loadScript).toHaveBeenCalledWith('http://localhost:8089/hpp/sandbox-merchant/sandbox-terminal');
    expect(payButton).toHaveBeenCalledWith(
      expect.objectContaining({
        'pay-button-text': 'Pay $103.00 now',
        amount: '100.00',
        invoice: 'INV-0123456789',
        'check-field': 'invoice',
        'use-terminal-service-fee-setting': true,
      }),
    );
  });

  it('turns the provider service fee off for debit and shows the amount alone', async () => {
    startCheckout(DEBIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(2000);
    expect(payButton).toHaveBeenCalledWith(expect.objectContaining({ 'use-terminal-service-fee-setting': false, amount: '250.00' }));
    expect(screen.getByRole('button', { name: 'Pay $250.00 now' })).toBeVisible();
    expect(screen.queryByText(/surcharge/i)).not.toBeInTheDocument();
  });

  it('shows the loading animation until the button is there at the 2 s check', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();
    expect(screen.getByText('Loading the secure payment button')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $103.00 now' })).not.toBeInTheDocument();

    await advance(1999);
    expect(screen.getByText('Loading the secure payment button')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Loading the secure payment button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $103.00 now' })).toBeVisible();
  });

  it('shows a button that arrives after the 2 s check as soon as it is there', async () => {
    let finishLoading: () => void = () => {};
    jest.mocked(loadScript).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishLoading = () => {
            page().Clearent = { setProperty: jest.fn(), payButton };
            resolve();
          };
        }),
    );
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(3000);
    await act(async () => finishLoading());
    expect(screen.getByRole('button', { name: 'Pay $103.00 now' })).toBeVisible();
  });

  it('suggests a refresh at 7 s and alerts at 120 s when the button never comes', async () => {
    provideHostedPage({ rendersButton: false });
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();
    expect(payButton).toHaveBeenCalled();
    await advance(6999);
    expect(screen.queryByText('still loading? try refreshing this page.')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('still loading? try refreshing this page.')).toBeInTheDocument();

    await advance(120_000 - 7000 - 1);
    expect(alertSpy).not.toHaveBeenCalled();
    await advance(1);
    expect(alertSpy).toHaveBeenCalledWith(
      'there was an issue loading our payment workflow. Please check your internet connection and reload this page.',
    );
  });

  it('does not alert at 120 s when the button is there', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();
    await advance(120_000);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.queryByText('still loading? try refreshing this page.')).not.toBeInTheDocument();
  });

  it('stores the seven-item record on success and goes to processing when the popup closes', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();

    act(() => page().ClearentOnSuccess!(JSON.stringify(APPROVED), APPROVED));
    expect(useAppStore.getState().processing.value).toEqual([
      'ID-sandbox-1',
      '777',
      '777',
      '103.00',
      'APPROVED',
      '12 Lake Street',
      '2026-05-01T12:00:00Z',
    ]);
    act(() => page().ClearentOnPopupClosed!(true));
    expect(path()).toBe('/verify/checkout/processing');
  });

  it('takes a declined transaction on to processing, where the worker confirms the decline', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();
    const declined = { ...APPROVED, code: '402', status: 'fail', payload: { transaction: { ...APPROVED.payload.transaction, result: 'DECLINED' } } };

    act(() => page().ClearentOnError!(JSON.stringify(declined), declined));
    act(() => page().ClearentOnPopupClosed!(true));

    expect(useAppStore.getState().processing.value[4]).toBe('DECLINED');
    expect(path()).toBe('/verify/checkout/processing');
  });

  it('asks the visitor to complete checkout when the popup closes without a payment', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();

    act(() => page().ClearentOnError!('{"payload":{"error":{}}}', { payload: { error: {} } }));
    act(() => page().ClearentOnPopupClosed!(true));

    expect(alertSpy).toHaveBeenCalledWith('Please complete checkout before continuing.');
    expect(path()).toBe('/verify/checkout');
    expect(useAppStore.getState().processing.value).toEqual([]);
  });

  it('goes on to processing when it opens with an approved payment stored (a refresh after success)', async () => {
    const record = ['ID-sandbox-1', '777', '777', '103.00', 'APPROVED', '12 Lake Street', '2026-05-01T12:00:00Z'] as const;
    const worker = fakeWorker({ 'GET /config/payments': () => json(PAYMENT_CONFIG), 'POST /purchase': () => new Promise<Response>(() => {}) });
    startCheckout(CREDIT);
    act(() => useAppStore.getState().setProcessing(record));

    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();

    expect(path()).toBe('/verify/checkout/processing');
    expect(loadScript).not.toHaveBeenCalled();
    expect(payButton).not.toHaveBeenCalled();
    expect(worker.callsTo('POST /purchase')).toEqual([{ route: 'POST /purchase', body: { record, invoice: CREDIT.invoice } }]);
  });

  it('offers the button again when the stored attempt was declined', async () => {
    startCheckout(CREDIT);
    act(() => useAppStore.getState().setProcessing(['ID-sandbox-1', '778', '778', '103.00', 'DECLINED', '12 Lake Street', '2026-05-01T12:00:00Z']));

    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(2000);

    expect(path()).toBe('/verify/checkout');
    expect(screen.getByRole('button', { name: 'Pay $103.00 now' })).toBeVisible();
  });

  it('keeps the amount across a refresh of the tab', async () => {
    startCheckout(CREDIT);
    const saved = sessionStorage.getItem('av-site:payment')!;
    act(() => useAppStore.setState({ payments: { value: '', charge: '0.00', credit: false } }));
    sessionStorage.setItem('av-site:payment', saved);
    await act(() => useAppStore.persist.rehydrate());

    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Pay $103.00 now' })).toBeVisible();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('clears its timers and the provider callbacks when the visitor leaves', async () => {
    startCheckout(CREDIT);
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(2500);
    unmount();
    expectNoPendingTimers();
    expect(page().ClearentOnSuccess).toBeUndefined();
    expect(page().ClearentOnPopupClosed).toBeUndefined();
  });

  it('offers Start Over, back to /verify with nothing kept', async () => {
    startCheckout(CREDIT);
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(useAppStore.getState().payments.value).toBe('');
    expect(loadPage).toHaveBeenCalledWith('/verify');
  });
});

describe('checkout without an amount', () => {
  it.each([
    ['no amount at all', () => {}],
    ['an amount without its pending order', () => act(() => useAppStore.getState().setPayments({ value: '100.00' }))],
    ['a pending order of another amount', () => {
      startCheckout(CREDIT);
      act(() => useAppStore.getState().setPayments({ value: '99.00' }));
    }],
  ])('with %s, alerts after 1.5 s and goes to /verify with a reload 1 s later', async (_name, arrange) => {
    arrange();
    renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(1499);
    expect(alertSpy).not.toHaveBeenCalled();
    await advance(1);
    expect(alertSpy).toHaveBeenCalledWith('Amount entered is not valid, you are being redirected.');
    await advance(999);
    expect(loadPage).not.toHaveBeenCalled();
    await advance(1);
    expect(loadPage).toHaveBeenCalledWith('/verify');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('clears the redirect when the visitor leaves first', async () => {
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify/checkout');
    await advance(1000);
    unmount();
    expectNoPendingTimers();
    await advance(5000);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
