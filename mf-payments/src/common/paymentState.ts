// Everything a payment in progress keeps: the store's payments and processing slices
// and the pending order. Start Over and a finished sale clear all of it.
import { useAppStore } from 'shared-ui/store/appStore';
import { clearPendingOrder } from './pendingOrder';

export function resetPaymentState() {
  const { resetPayments, resetProcessing } = useAppStore.getState();
  resetPayments();
  resetProcessing();
  clearPendingOrder();
}
