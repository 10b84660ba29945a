import { act } from '@testing-library/react';
import { useAppStore } from 'shared-ui/store/appStore';
import { initialPayments } from 'shared-ui/store/paymentsSlice';

/** Puts the one store back to its starting state; call it in beforeEach. */
export function resetAppStore() {
  sessionStorage.clear();
  act(() => {
    useAppStore.setState({ gallery: false, payments: initialPayments, processing: { value: [] } });
  });
}
