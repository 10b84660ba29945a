// The gateway's answer shape (Clearent / Xplor Pay REST v2): an envelope of code,
// status, exchange id and links around a payload of one transaction, a list of them, or
// one error.
import type { SandboxTransaction } from './transactions';

export const newExchangeId = (random: () => number) =>
  `ID-sandbox-${Math.floor(random() * 2 ** 48).toString(16).padStart(12, '0')}`;

export function transactionEnvelope(transaction: SandboxTransaction, exchangeId: string) {
  const approved = transaction.result === 'APPROVED';
  return {
    code: approved ? '200' : '402',
    status: approved ? 'success' : 'fail',
    'exchange-id': exchangeId,
    links: [{ rel: 'transaction', href: `/rest/v2/transactions/${transaction.id}`, id: transaction.id }],
    payload: { payloadType: 'transaction', transaction },
  };
}

/** A list of transactions, as the search answers it: the list wrapped as XML-shaped JSON wraps it. */
export function transactionsEnvelope(transactions: SandboxTransaction[], exchangeId: string) {
  return {
    code: '200',
    status: 'success',
    'exchange-id': exchangeId,
    links: transactions.map((transaction) => ({ rel: 'transaction', href: `/rest/v2/transactions/${transaction.id}`, id: transaction.id })),
    payload: { payloadType: 'transactions', transactions: { transaction: transactions } },
  };
}

export function errorEnvelope(code: '400' | '401' | '404', message: string, exchangeId: string) {
  return {
    code,
    status: 'fail',
    'exchange-id': exchangeId,
    payload: { payloadType: 'error', error: { 'error-message': message } },
  };
}
