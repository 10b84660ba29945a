// A gallery's viewer as an island (#42), loaded by name from src/islandLoaders.ts, which
// hydrates it in a DocumentRouter (its back link and Escape load the list's page). It
// takes no props: the gallery is the one the page's address names, and its photos are
// loaded before it hydrates, so the browser draws exactly what the server drew.
import { galleryAt, loadGalleryPhotos } from '../data/galleryPhotos';
import { viewerOf } from '../galleryViewer';

export async function viewerAt(pathname: string) {
  const named = galleryAt(pathname);
  if (!named) throw new Error(`${pathname} names no gallery`);
  return viewerOf(named.kind, named.gallery, await loadGalleryPhotos(named.gallery));
}
