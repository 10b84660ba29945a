// What the purchase call's answer means for the page. The spec labels the error states:
// 'transaction declined' is unauth, 'server error' is fraud, and a failed call carries
// its error. The page shows the same error text for every one of them.
import { PURCHASE_DETAILS, type PurchaseRequest } from 'contract/schemas/purchase';
import { postPurchase } from './api/postPurchase';

export type SaleOutcome =
  | { state: 'success' }
  | { state: 'error'; label: 'unauth' | 'fraud' | 'failed' }
  | { state: 'error'; label: 'network'; error: unknown };

/** Never rejects: every failure is an outcome. */
export async function settleSale(request: PurchaseRequest): Promise<SaleOutcome> {
  try {
    const answer = await postPurchase(request);
    if (answer.result) return { state: 'success' };
    if (answer.details === PURCHASE_DETAILS.declined) return { state: 'error', label: 'unauth' };
    if (answer.details === PURCHASE_DETAILS.serverError) return { state: 'error', label: 'fraud' };
    return { state: 'error', label: 'failed' };
  } catch (error) {
    console.error('could not reach worker', error);
    return { state: 'error', label: 'network', error };
  }
}
