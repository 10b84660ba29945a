import { act, fireEvent, screen } from '@testing-library/react';
import { useAppStore } from 'shared-ui/store/appStore';
import { initialPayments } from 'shared-ui/store/paymentsSlice';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { PENDING_ORDER_KEY, readPendingOrder } from '../../common/pendingOrder';
import { CAPTCHA_CONFIG, fakeWorker, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import PaymentsRoutes from '../../routes';
import { advance, expectNoPendingTimers, settle } from 'site-testing/timers';
import { CHECKOUT_CONFIG, INVALID, NO_DETAILS, ORDER, OVER_LIMIT, SECURING, SURCHARGE, path, reachCaptcha, setUpWizardPage, typeAmount, wizard } from './testing/wizardPage';

jest.mock('shared-ui/routing/pageLoads', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));


setUpWizardPage();

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
    expect(wizard.alert).toHaveBeenCalledWith(INVALID);
    expect(screen.getByLabelText(/Payment amount/)).toBeInTheDocument();
  });

  it("alerts for '$5' typed into the amount", () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    const input = screen.getByLabelText(/Payment amount/);
    // A number input holds no '$5': the browser (and jsdom) empties it.
    fireEvent.change(input, { target: { value: '$5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(wizard.alert).toHaveBeenCalledWith(INVALID);
  });

  it.each(['1000000', '1000000.00', '2500000'])('sends %s home with the office phone number', (amount) => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount(amount);
    expect(wizard.alert).toHaveBeenCalledWith(OVER_LIMIT);
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
    expect(wizard.alert).not.toHaveBeenCalled();
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
    expect(wizard.captcha.render).toHaveBeenCalledTimes(1);
    expect(wizard.captcha.params?.sitekey).toBe('sandbox-site-key');
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

    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));

    for (const ms of [500, 1000, 1000]) await advance(ms);

    expect(useAppStore.getState().processing.value).toEqual([]);
    expect(path()).toBe('/verify/checkout');
  });

  it('stores a debit payment with no surcharge', async () => {
    const debit = { ...ORDER, amount: '250.00', surcharge: '0.00', total: '250.00', credit: false };
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(debit, 201) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha('250', 'Debit');
    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));
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
    act(() => wizard.captcha.params!.callback('token-1'));
    await advance(500);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await advance(5000);
    expect(path()).toBe('/verify');
    expect(useAppStore.getState().payments).toEqual(initialPayments);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(wizard.captcha.render).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Verify you are a person' })).toBeInTheDocument();
  });

  it('clears every timer when the visitor leaves the page', async () => {
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG), 'POST /orders': () => json(ORDER, 201) });
    const { unmount } = renderRoutes(<PaymentsRoutes />, '/verify');
    await reachCaptcha();
    act(() => wizard.captcha.params!.callback('token-1'));
    await advance(600);
    unmount();
    expectNoPendingTimers();
    await advance(10_000);
    expect(useAppStore.getState().payments).toEqual(initialPayments);
  });
});

describe('the payment summary beside every step (#33)', () => {
  const summary = () => screen.getByRole('complementary', { name: 'Your payment' });
  const rows = () => Array.from(summary().querySelectorAll('dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

  it('shows the amount as typed, then the card, the surcharge and the total, the captcha step included', async () => {
    fakeWorker({ ...CHECKOUT_CONFIG, 'GET /config/captcha': () => json(CAPTCHA_CONFIG) });
    renderRoutes(<PaymentsRoutes />, '/verify');
    expect(rows()).toEqual(['Amount: Not entered yet', 'Card: Not chosen yet', 'Total: —']);
    fireEvent.change(screen.getByLabelText(/Payment amount/), { target: { value: '100' } });
    expect(rows()).toEqual(['Amount: $100.00', 'Card: Not chosen yet', 'Total: —']);
    await reachCaptcha('100', 'Credit');
    expect(screen.getByText('captcha widget')).toBeInTheDocument();
    expect(rows()).toEqual(['Amount: $100.00', 'Card: Credit', 'Credit card surcharge: $3.00', 'Total: $103.00']);
  });
});

describe('Start Over', () => {
  it('is not offered on the first step, where there is nothing to start over', () => {
    renderRoutes(<PaymentsRoutes />, '/verify');
    expect(screen.getByRole('heading', { name: 'How much would you like to pay?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Over' })).not.toBeInTheDocument();
  });

  it('clears the payment in progress and reloads the page', () => {
    sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(ORDER));
    act(() => useAppStore.getState().setPayments({ value: '100.00', charge: '3.00', credit: true }));
    renderRoutes(<PaymentsRoutes />, '/verify');
    typeAmount('100');
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
