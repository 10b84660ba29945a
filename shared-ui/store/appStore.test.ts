import { act } from '@testing-library/react';
import { useAppStore } from 'shared-ui/store/appStore';
import { initialPayments } from 'shared-ui/store/paymentsSlice';
import { resetAppStore } from 'site-testing/resetAppStore';

const record = ['ex-1', 'link-1', 'txn-1', '103.00', 'APPROVED', '1 Main St', '2026-11-22T10:00:00Z'] as const;

beforeEach(resetAppStore);

describe('the app store', () => {
  it('starts with the spec slices: gallery off, empty payment with charge 0.00, no processing record', () => {
    const state = useAppStore.getState();
    expect(state.gallery).toBe(false);
    expect(state.payments).toEqual({ value: '', charge: '0.00', credit: false });
    expect(state.processing).toEqual({ value: [] });
  });

  it('turns the gallery flag on and off', () => {
    act(() => useAppStore.getState().setGallery(true));
    expect(useAppStore.getState().gallery).toBe(true);
    act(() => useAppStore.getState().setGallery(false));
    expect(useAppStore.getState().gallery).toBe(false);
  });

  it('merges payment updates and resets them', () => {
    act(() => useAppStore.getState().setPayments({ value: '100.00', charge: '3.00' }));
    act(() => useAppStore.getState().setPayments({ credit: true }));
    expect(useAppStore.getState().payments).toEqual({ value: '100.00', charge: '3.00', credit: true });
    act(() => useAppStore.getState().resetPayments());
    expect(useAppStore.getState().payments).toEqual(initialPayments);
  });

  it('stores and clears the completed-payment record', () => {
    act(() => useAppStore.getState().setProcessing(record));
    expect(useAppStore.getState().processing.value).toEqual(record);
    act(() => useAppStore.getState().resetProcessing());
    expect(useAppStore.getState().processing.value).toEqual([]);
  });

  it('keeps payment state in sessionStorage so a refresh of the tab keeps it, but not the gallery flag', () => {
    act(() => {
      useAppStore.getState().setPayments({ value: '25.50', credit: false });
      useAppStore.getState().setGallery(true);
    });
    const saved = JSON.parse(sessionStorage.getItem('av-site:payment') ?? '{}');
    expect(saved.state.payments).toEqual({ value: '25.50', charge: '0.00', credit: false });
    expect(saved.state).not.toHaveProperty('gallery');
  });

  it('restores payment state from sessionStorage on rehydration', async () => {
    sessionStorage.setItem(
      'av-site:payment',
      JSON.stringify({ state: { payments: { value: '42.00', charge: '1.26', credit: true }, processing: { value: [] } }, version: 1 }),
    );
    await act(() => useAppStore.persist.rehydrate());
    expect(useAppStore.getState().payments).toEqual({ value: '42.00', charge: '1.26', credit: true });
  });
});
