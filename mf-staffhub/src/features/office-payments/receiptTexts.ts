// A payment's receipt outcome as the ledger records it ('sent', 'failed: …', 'off: …',
// or null when the payer gave no email), in the office's words.
export const receiptFailed = (receipt: string | null) => receipt?.startsWith('failed') === true;

export function receiptText(receipt: string | null): string {
  if (receipt === null) return 'No email given';
  if (receipt === 'sent') return 'Sent';
  const [outcome, ...rest] = receipt.split(':');
  const why = rest.join(':').trim();
  if (outcome === 'failed') return why ? `Failed (${why})` : 'Failed';
  if (outcome === 'off') return why ? `Not sent (${why})` : 'Not sent';
  return receipt;
}
