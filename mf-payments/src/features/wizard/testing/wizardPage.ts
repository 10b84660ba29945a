// What the payment wizard's page tests share: the spec's texts, the fake captcha and
// alert, the steps a visitor takes, and the set-up every test starts from.
import { fireEvent, screen } from '@testing-library/react';
import { resetAppStore } from 'site-testing/resetAppStore';
import { currentPlace } from 'site-testing/renderRoutes';
import { settle } from 'site-testing/timers';

export const INVALID = "Please enter a valid dollar amount. Do NOT include '$' in the input.";
export const OVER_LIMIT = 'we are not able to transact this amount online. Please contact our office. (608) 555-0142';
export const SURCHARGE = 'We assess a 3% surcharge on transactions completed with credit cards. This is not greater than our cost of acceptance.';
export const SECURING = 'One moment, we are securing your transaction.';

/** Checkout, where the wizard ends, asks for the payment configuration: it never answers here. */
export const CHECKOUT_CONFIG = { 'GET /config/payments': () => new Promise<Response>(() => {}) };

/** The payer's optional details, all left empty. */
export const NO_DETAILS = { invoiceNumber: '', name: '', email: '' };

export const ORDER = { invoice: 'INV-0123456789', amount: '100.00', surcharge: '3.00', total: '103.00', credit: true };

export interface FakeCaptcha {
  render: jest.Mock;
  reset: jest.Mock;
  params?: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void };
}

/** The page's alert and the captcha provider, fresh for each test (setUpWizardPage). */
export const wizard = {} as { alert: jest.SpyInstance; captcha: FakeCaptcha };

function installCaptcha() {
  const captcha: FakeCaptcha = {
    render: jest.fn((element: HTMLElement, params: FakeCaptcha['params']) => {
      captcha.params = params;
      element.textContent = 'captcha widget';
      return 0;
    }),
    reset: jest.fn(),
  };
  (window as unknown as { grecaptcha: FakeCaptcha }).grecaptcha = captcha;
  wizard.captcha = captcha;
}

export const path = () => currentPlace().pathname;

export function typeAmount(text: string) {
  fireEvent.change(screen.getByLabelText(/Payment amount/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

export async function reachCaptcha(amount = '100', card: 'Credit' | 'Debit' = 'Credit') {
  typeAmount(amount);
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${card}`) }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await settle();
}

/** The wizard's test set-up: fake timers, a fresh store, the fake captcha and alert; call at a test file's top level. */
export function setUpWizardPage() {
  beforeEach(() => {
    jest.useFakeTimers();
    resetAppStore();
    installCaptcha();
    wizard.alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
  });
}
