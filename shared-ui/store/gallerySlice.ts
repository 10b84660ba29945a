import type { StateCreator } from 'zustand';
import type { AppState, GallerySlice } from 'shared-ui/store/types';

export const createGallerySlice: StateCreator<AppState, [], [], GallerySlice> = (set) => ({
  gallery: false,
  setGallery: (on) => set({ gallery: on }),
});
