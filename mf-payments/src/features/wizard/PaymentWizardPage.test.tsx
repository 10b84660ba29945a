import { act, fireEvent, screen } from '@testing-library/react';
import { useAppStore } from 'shared-ui/store/appStore';
import { initialPayments } from 'shared-ui/store/paymentsSlice';
import { resetAppStore } from 'site-testing/resetAppStore';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { PENDING_ORDER_KEY, readPendingOrder } from '../../common/pendingOrder';
import { CAPTCHA_CONFIG, fakeWorker, json } from 'site-testing/fakeWorker';
import { currentPlace, renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from '../../routes';
import { advance, expectNoPendingTimers, settle } from 'site-testing/timers';

jest.mock('shared-ui/routing/pageLoads', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

const INVALID = "Please enter a valid dollar amount. Do NOT include '$' in the input.";
const OVER_LIMIT = 'we are not able to transact this amount online. Please contact our office. (608) 555-0142';
const SURCHARGE = 'We assess a 3% surcharge on transactions completed with credit cards. This is not greater than our cost of acceptance.';
const SECURING = 'One moment, we are securing your transaction.';

/** Checkout, where the wizard ends, asks for the payment configuration: it never answers here. */
const CHECKOUT_CONFIG = { 'GET /config/payments': () => new Promise<Response>(() => {}) };

/** The payer's optional details, all left empty. */
const NO_DETAILS = { invoiceNumber: '', name: '', email: '' };

const ORDER = { invoice: 'INV-0123456789', amount: '100.00', surcharge: '3.00', total: '103.00', credit: true };

interface FakeCaptcha {
  render: jest.Mock;
  reset: jest.Mock;
  params?: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void };
}

let alertSpy: jest.SpyInstance;
let captcha: FakeCaptcha;

function installCaptcha() {
  captcha = {
    render: jest.fn((element: HTMLElement, params: FakeCaptcha['params']) => {
      captcha.params = params;
      element.textContent = 'captcha widget';
      return 0;
    }),
    reset: jest.fn(),
  };
  (window as unknown as { grecaptcha: FakeCaptcha }).grecaptcha = captcha;
}

const path = () => currentPlace().pathname;

function typeAmount(text: string) {
  fireEvent.change(screen.getByLabelText(/Payment amount/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

async function reachCaptcha(amount = '100', card: 'Credit' | 'Debit' = 'Credit') {
  typeAmount(amount);
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${card}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await settle();
}

// React 19 builds a FormData of a submitted form while a transition (a route change)
// is starting; the test environment's FormData is Node's, which cannot read a jsdom
// form. Browsers have one FormData; here the page's form only needs to be accepted.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class FormDataOfAnyForm {} as unknown as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

beforeEach(() => {
  jest.useFakeTimers();
  resetAppStore();
  installCaptcha();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('the amount step', () => {
  it('shows an h1, the steps and a numeric input of 0 to 100000 in cents', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay Online' })).toBeInTheDocument();
    const input = screen.getByLabelText(/Payment amount/);
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '100000');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input.closest('form')).toHaveAttribute('novalidate');
  });

  it.each(['0', '0.00', '-5', '', 'abc'])('alerts on Next for %j and stays', (amount) => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount(amount);
    expect(alertSpy).toHaveBeenCalledWith(INVALID);
    expect(screen.getByLabelText(/Payment amount/)).toBeInTheDocument();
  });

  it("alerts for '$5' typed into the amount", () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    const input = screen.getByLabelText(/Payment amount/);
    // A number input holds no '$5': the browser (and jsdom) empties it.
    fireEvent.change(input, { target: { value: '$5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(alertSpy).toHaveBeenCalledWith(INVALID);
  });

  it.each(['1000000', '1000000.00', '2500000'])('sends %s home with the office phone number', (amount) => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount(amount);
    expect(alertSpy).toHaveBeenCalledWith(OVER_LIMIT);
    expect(path()).toBe('/');
  });

  it.each([
    ['0.01', '$0.01'],
    ['100000', '$100,000.00'],
    ['100000.01', '$100,000.01'],
    ['999999.99', '$999,999.99'],
    ['42.5', '$42.50'],
  ])('takes %s and shows it with two decimals and thousands separators', (amount, shown) => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount(amount);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByText(`Payment amount: ${shown}`)).toBeInTheDocument();
  });

  it('keeps the amount, with two decimals, when the visitor comes back', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount('42.5');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Payment amount/)).toHaveValue(42.5);
    expect(screen.getByRole('heading', { name: 'How much would you like to pay?' })).toHaveFocus();
  });
});

describe("the amount step's optional details", () => {
  const INVOICE_NUMBER = 'Please enter the invoice number as printed on your invoice (letters, digits and - / # .), or leave it empty.';
  const EMAIL = 'Please enter a valid email address for your receipt, or leave it empty.';

  function typeDetails(details: Partial<Record<'Invoice number' | 'Your name' | 'Email for your receipt', string>>) {
    for (const [label, value] of Object.entries(details)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('are offered as an optional group, the email for a receipt', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    const group = screen.getByRole('group', { name: 'Your details (optional)' });
    expect(group).toContainElement(screen.getByLabelText('Invoice number'));
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email for your receipt')).toHaveAccessibleDescription('We email your receipt here once the payment goes through.');
  });

  it('may be left empty', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount('100');
    expect(screen.getByText('Payment amount: $100.00')).toBeInTheDocument();
  });

  it('that do not pass their rules say why under each field, focus the first, and keep the step', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeDetails({ 'Invoice number': 'RR--1', 'Your name': 'Ann Lee', 'Email for your receipt': 'ann@' });
    typeAmount('100');

    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Invoice number')).toHaveAccessibleDescription(expect.stringContaining(INVOICE_NUMBER));
    expect(screen.getByLabelText('Invoice number')).toHaveFocus();
    expect(screen.getByLabelText('Email for your receipt')).toHaveAccessibleDescription(expect.stringContaining(EMAIL));
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Payment amount/)).toHaveValue(100);
  });

  it('are checked after the amount, whose alert comes first', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeDetails({ 'Email for your receipt': 'ann@' });
    typeAmount('0');
    expect(alertSpy).toHaveBeenCalledWith(INVALID);
    expect(screen.queryByText(EMAIL)).not.toBeInTheDocument();
  });

  it('are kept when the visitor comes back, and sent with the order', async () => {
    const orders = fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeDetails({ 'Invoice number': 'RR-10442', 'Your name': 'Ann Lee', 'Email for your receipt': 'ann@example.com' });
    typeAmount('100');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email for your receipt')).toHaveValue('ann@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Credit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    act(() => captcha.params!.callback('token-1'));
    await advance(500);

    expect(orders.callsTo('POST /orders').map((call) => call.body)).toEqual([
      {
        amount: '100.00',
        credit: true,
        captchaToken: 'token-1',
        payer: { invoiceNumber: 'RR-10442', name: 'Ann Lee', email: 'ann@example.com' },
      },
    ]);
  });
});

describe('the card type step', () => {
  it('shows the surcharge text and what each card is charged', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount('100');
    expect(screen.getByText(SURCHARGE)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Credit \$100\.00 plus a \$3\.00 surcharge: \$103\.00$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Debit No surcharge: \$100\.00$/ })).toBeInTheDocument();
  });

  it('asks for a choice before going on', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount('100');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Credit or Debit.');
    expect(screen.getByRole('heading', { name: 'How will you pay?' })).toBeInTheDocument();
  });
});

describe('the captcha step', () => {
  it('renders the captcha explicitly with the site key from the worker', async () => {
    fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    expect(captcha.render).toHaveBeenCalledTimes(1);
    expect(captcha.params?.sitekey).toBe('sandbox-site-key');
    expect(screen.getByText('captcha widget')).toBeInTheDocument();
  });

  it('sets the flag 0.5 s after the token, hides the container at 1 s and removes a hidden challenge frame at 5 s', async () => {
    const worker = fakeWorker({
      'GET /config/captcha': () => json(CAPTCHA_CONFIG),
      'POST /orders': () => new Promise<Response>(() => {}),
    });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="challenge" style="visibility: hidden"><div><iframe title="recaptcha challenge expires in two minutes"></iframe></div></div>',
    );

    act(() => captcha.params!.callback('token-1'));
    await advance(499);
    expect(screen.queryByText(SECURING)).not.toBeInTheDocument();
    expect(worker.callsTo('POST /orders')).toHaveLength(0);

    await advance(1);
    expect(screen.getByText(SECURING)).toBeInTheDocument();
    expect(worker.callsTo('POST /orders')).toEqual([
      { route: 'POST /orders', body: { amount: '100.00', credit: true, captchaToken: 'token-1', payer: NO_DETAILS } },
    ]);
    expect(screen.getByTestId('captcha-container')).toBeVisible();

    await advance(500);
    expect(screen.getByTestId('captcha-container')).not.toBeVisible();

    await advance(3999);
    expect(document.getElementById('challenge')).not.toBeNull();
    await advance(1);
    expect(document.getElementById('challenge')).toBeNull();
  });

  it('makes no order when the visitor goes Back before the flag is set', async () => {
    const worker = fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));
    await advance(300);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await advance(5000);
    expect(worker.callsTo('POST /orders')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'How will you pay?' })).toHaveFocus();
    expect(path()).toBe('/verify');
  });

  it('says the verification could not load when the provider is not ready within 15 s', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();

    await advance(14_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The verification could not load. Please check your internet connection and reload this page.',
    );
  });

  it('stops waiting for the provider when the visitor leaves', async () => {
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
    fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG) });
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    unmount();
    expectNoPendingTimers();
  });

  it('leaves a visible challenge frame alone', async () => {
    fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => new Promise<Response>(() => {}) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    document.body.insertAdjacentHTML('beforeend', '<div id="challenge"><iframe title="recaptcha challenge expires in two minutes"></iframe></div>');
    act(() => captcha.params!.callback('token-1'));
    await advance(5000);
    expect(document.getElementById('challenge')).not.toBeNull();
    document.getElementById('challenge')!.remove();
  });
});

describe('the Thank You step', () => {
  it('stores amount, surcharge and credit flag after 1 s and routes to checkout after a further 1 s', async () => {
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));
    await advance(500);

    await advance(999);
    expect(useAppStore.getState().payments).toEqual(initialPayments);
    await advance(1);
    expect(useAppStore.getState().payments).toEqual({ value: '100.00', charge: '3.00', credit: true });
    expect(readPendingOrder()).toEqual(ORDER);
    expect(path()).toBe('/verify');

    await advance(999);
    expect(path()).toBe('/verify');
    await advance(1);
    expect(path()).toBe('/verify/checkout');
  });

  it('drops the record of an earlier payment in the tab, which is not the new order\'s', async () => {
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    act(() => useAppStore.getState().setProcessing(['ID-1', '7', '7', '51.50', 'APPROVED', '12 Lake Street', '2026-05-01T11:00:00Z']));
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));

    for (const ms of [500, 1000, 1000]) await advance(ms);

    expect(useAppStore.getState().processing.value).toEqual([]);
    expect(path()).toBe('/verify/checkout');
  });

  it('stores a debit payment with no surcharge', async () => {
    const debit = { ...ORDER, amount: '250.00', surcharge: '0.00', total: '250.00', credit: false };
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(debit, 201) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha('250', 'Debit');
    act(() => captcha.params!.callback('token-1'));
    await advance(1500);
    expect(useAppStore.getState().payments).toEqual({ value: '250.00', charge: '0.00', credit: false });
  });

  it('waits for a slow order before storing and routing', async () => {
    let answer: (response: Response) => void = () => {};
    fakeWorker({
      ...CHECKOUT_CONFIG,
      'GET /config/captcha': () => json(CAPTCHA_CONFIG),
      'POST /orders': () => new Promise((resolve) => (answer = resolve)),
    });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));
    await advance(3000);
    expect(useAppStore.getState().payments.value).toBe('');

    await act(async () => answer(json(ORDER, 201)));
    expect(useAppStore.getState().payments.value).toBe('100.00');
    await advance(1000);
    expect(path()).toBe('/verify/checkout');
  });

  it.each([
    [403, 'The verification was not accepted. Please complete it again.'],
    [503, 'We could not check the verification just now. Please try again in a moment.'],
  ])('on a %i offers a new captcha and stores nothing', async (status, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({ 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json({ error: 'no' }, status) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));
    await advance(500);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await advance(5000);
    expect(path()).toBe('/verify');
    expect(useAppStore.getState().payments).toEqual(initialPayments);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(captcha.render).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Verify you are a person' })).toBeInTheDocument();
  });

  it('clears every timer when the visitor leaves the page', async () => {
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => captcha.params!.callback('token-1'));
    await advance(600);
    unmount();
    expectNoPendingTimers();
    await advance(10_000);
    expect(useAppStore.getState().payments).toEqual(initialPayments);
  });
});

describe('Start Over', () => {
  it('clears the payment in progress and reloads the page', () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    act(() => useAppStore.getState().setPayments({ value: '100.00', charge: '3.00', credit: true }));
    renderRoutes(<PaymentsRoutes />, '/verify');
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(useAppStore.getState().payments).toEqual(initialPayments);
    expect(readPendingOrder()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('links to payment help', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    expect(screen.getByRole('link', { name: 'Trouble paying? Get help' })).toHaveAttribute('href', '/verify/help');
  });
});
