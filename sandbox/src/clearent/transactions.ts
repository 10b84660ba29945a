// The sandbox gateway's transactions, in memory: what the hosted payment page charged,
// what the gateway API looks up, and what the check field compares against.
export type TransactionResult = 'APPROVED' | 'DECLINED';

export interface SandboxTransaction {
  id: string;
  type: 'SALE';
  amount: string;
  'service-fee': string;
  invoice: string;
  result: TransactionResult;
  'result-code': string;
  'display-message': string;
  card: string;
  billing: { street: string; zip: string };
  created: string;
  'merchant-id': string;
  'terminal-id': string;
}

/** Oldest transactions are dropped past this, so a long dev session cannot grow without end. */
export const TRANSACTIONS_CAPACITY = 5000;

export interface TransactionStore {
  add(transaction: SandboxTransaction): SandboxTransaction;
  find(id: string): SandboxTransaction | undefined;
  /** The approved sale of this invoice and amount on this terminal, if one was made. */
  findPaid(match: { invoice: string; amount: string; terminal: string }): SandboxTransaction | undefined;
  list(): SandboxTransaction[];
  clear(): number;
}

export function createTransactionStore(): TransactionStore {
  let transactions: SandboxTransaction[] = [];
  return {
    add(transaction) {
      transactions = [...transactions, transaction].slice(-TRANSACTIONS_CAPACITY);
      return transaction;
    },
    find: (id) => transactions.find((transaction) => transaction.id === id),
    findPaid: ({ invoice, amount, terminal }) =>
      transactions.find(
        (t) => t.result === 'APPROVED' && t.invoice === invoice && t.amount === amount && t['terminal-id'] === terminal,
      ),
    list: () => transactions,
    clear() {
      const cleared = transactions.length;
      transactions = [];
      return cleared;
    },
  };
}
