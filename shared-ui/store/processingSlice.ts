import type { StateCreator } from 'zustand';
import type { AppState, ProcessingSlice } from 'shared-ui/store/types';

export const createProcessingSlice: StateCreator<AppState, [], [], ProcessingSlice> = (set) => ({
  processing: { value: [] },
  setProcessing: (value) => set({ processing: { value } }),
  resetProcessing: () => set({ processing: { value: [] } }),
});
