// POST /purchase: the completed-payment record and its invoice; the worker verifies it
// with the card provider and answers { result, details }.
import { ENDPOINTS } from 'contract/endpoints';
import { workerPost } from 'shared-ui/api/worker';
import { purchaseAnswerSchema, type PurchaseRequest } from 'contract/schemas/purchase';

export const postPurchase = (request: PurchaseRequest) => workerPost(ENDPOINTS.purchase, request, purchaseAnswerSchema);
