import { useEffect } from 'react';
import { useAppStore } from 'shared-ui/store/appStore';

/** Turns the store's gallery flag on while the calling component is mounted. */
export function useGalleryFlag() {
  const setGallery = useAppStore((state) => state.setGallery);
  useEffect(() => {
    setGallery(true);
    return () => setGallery(false);
  }, [setGallery]);
}
