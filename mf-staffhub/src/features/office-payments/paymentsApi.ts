import { ENDPOINTS } from 'contract/endpoints';
import { officePaymentListSchema, resendReceiptAnswerSchema, type OfficePayment } from 'contract/schemas/office';
import { workerUrl } from 'shared-ui/api/worker';
import { apiPath, officeGet, officePost } from '../../office/officeApi';

export const loadPayments = (signal: AbortSignal) => officeGet(ENDPOINTS.officePayments, officePaymentListSchema, signal);

export const resendReceipt = (transactionId: string): Promise<OfficePayment> =>
  officePost(apiPath(ENDPOINTS.officePaymentReceipt, { transactionId }), {}, resendReceiptAnswerSchema);

/** The CSV of the payments recorded from `from` to `to` (YYYY-MM-DD, both included), on the worker's origin. */
export const exportUrl = (from: string, to: string) => workerUrl(`${ENDPOINTS.officePaymentExport}?${new URLSearchParams({ from, to })}`);
