import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../../routes';
import { useOfficeSession } from '../../office/officeSessionStore';
import { FAILED_RECEIPT, SESSION } from '../../office/officeTestData';

beforeEach(() => act(() => useOfficeSession.getState().signedOut()));

describe('the office payments page', () => {
  it('lists a payment with its receipt outcome, sends a failed receipt again once per press, and shows what awaits reconciliation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officePayments}`]: () => json({ items: [FAILED_RECEIPT], awaiting: [{ invoice: 'PY-AWAITING01', amountCents: 9_950, createdAt: '2026-11-27T12:00:00.000Z' }] }),
      [`POST ${ENDPOINTS.officePaymentReceipt}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(<StaffhubRoutes />, '/office/payments');
    const row = (await screen.findByRole('rowheader', { name: 'RR-10442' })).closest('tr')!;
    expect(row).toHaveTextContent('Mary-Jane O’Brien, payer@example.com');
    expect(row).toHaveTextContent('$1,250.00');
    expect(row).toHaveTextContent('Debit');
    expect(row).toHaveTextContent('txn-0001');
    expect(row).toHaveTextContent('Failed (the email service refused it)');
    expect(screen.getByRole('heading', { name: 'Awaiting reconciliation' })).toBeInTheDocument();
    expect(screen.getByText(/PY-AWAITING01: \$99\.50/)).toBeInTheDocument();

    const button = within(row).getByRole('button', { name: 'Send receipt again' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/office/payments/txn-0001/receipt']);
    answer(json({ ...FAILED_RECEIPT, receipt: 'sent' }));
    expect(await within(row).findByText('Sent')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('links a period to the CSV export on the worker, with the session cookie', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officePayments}`]: () => json({ items: [], awaiting: [] }),
    });
    renderRoutes(<StaffhubRoutes />, '/office/payments');
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-27');
    expect(screen.getByRole('link', { name: 'Download payments from 2026-11-01 to 2026-11-27 (CSV)' })).toHaveAttribute(
      'href',
      'http://worker.test/office/payments.csv?from=2026-11-01&to=2026-11-27',
    );
  });
});
