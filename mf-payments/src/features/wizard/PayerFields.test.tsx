// The amount step's optional details (#23): the invoice number, a name and an email for
// the receipt, checked after the amount and sent with the order.
import { act, fireEvent, screen } from '@testing-library/react';
import { CAPTCHA_CONFIG, fakeWorker, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import { advance, settle } from 'site-testing/timers';
import PaymentsRoutes from '../../routes';
import { CHECKOUT_CONFIG, INVALID, ORDER, setUpWizardPage, typeAmount, wizard } from './testing/wizardPage';

jest.mock('shared-ui/routing/pageLoads', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

setUpWizardPage();

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

    expect(wizard.alert).not.toHaveBeenCalled();
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
    expect(wizard.alert).toHaveBeenCalledWith(INVALID);
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
    act(() => wizard.captcha.params!.callback('token-1'));
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
