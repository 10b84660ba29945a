// A gallery's viewer as an island (#42), loaded by name from src/islands.ts. It takes no
// props: the gallery is the one the page's address names, and its photos are loaded
// before it hydrates, so the browser draws exactly what the server drew.
import { DocumentRouter } from 'shared-ui/islands/DocumentRouter';
import { galleryAt, loadGalleryPhotos } from '../data/galleryPhotos';
import { viewerOf } from '../galleryViewer';

export async function viewerIslandAt(pathname: string) {
  const named = galleryAt(pathname);
  if (!named) throw new Error(`${pathname} names no gallery`);
  const Viewer = viewerOf(named.kind, named.gallery, await loadGalleryPhotos(named.gallery));
  return {
    // Its back link and Escape load the list's page: this page has no app to draw it in place.
    default: function ViewerIsland() {
      return (
        <DocumentRouter>
          <Viewer />
        </DocumentRouter>
      );
    },
  };
}
