// The one store of the site. Module federation shares `shared-ui/` as a singleton,
// so the shell and every remote import this same module instance and so this same
// store. Payment state is kept in sessionStorage: it survives a refresh of the tab
// (the checkout asks visitors to try one) and is gone when the tab closes.
// It is read back only after the store is made, so the store's initial state stays the
// empty one the server renders with: React hydrates server HTML against that state
// (zustand hands it to useSyncExternalStore as the server snapshot), then renders the
// visitor's saved state.
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createGallerySlice } from 'shared-ui/store/gallerySlice';
import { createPaymentsSlice } from 'shared-ui/store/paymentsSlice';
import { createProcessingSlice } from 'shared-ui/store/processingSlice';
import type { AppState } from 'shared-ui/store/types';

const slices: StateCreator<AppState> = (...a) => ({
  ...createGallerySlice(...a),
  ...createPaymentsSlice(...a),
  ...createProcessingSlice(...a),
});

export const useAppStore = create<AppState>()(
  persist(slices, {
    name: 'av-site:payment',
    version: 1,
    storage: createJSONStorage(() => sessionStorage),
    partialize: (state) => ({ payments: state.payments, processing: state.processing }),
    skipHydration: true,
  }),
);

if (typeof window !== 'undefined') void useAppStore.persist.rehydrate();
