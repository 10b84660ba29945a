import type { StateCreator } from 'zustand';
import type { AppState, PaymentsSlice, PaymentsState } from 'shared-ui/store/types';

export const initialPayments: PaymentsState = { value: '', charge: '0.00', credit: false };

export const createPaymentsSlice: StateCreator<AppState, [], [], PaymentsSlice> = (set) => ({
  payments: initialPayments,
  setPayments: (payments) => set((state) => ({ payments: { ...state.payments, ...payments } })),
  resetPayments: () => set({ payments: initialPayments }),
});
