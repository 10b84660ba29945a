import type { ReactElement } from 'react';
import type { PictureSource } from '../../assets/images';
import { PhotoViewer } from './components/PhotoViewer';
import { GALLERY_LISTS, type GalleryKind, type GalleryListItem } from './data/galleries';
import { projectOf } from './data/projects';

/** The way back from a gallery to its list: "Back to residential galleries". */
export const backLabelOf = (kind: GalleryKind) => `Back to ${GALLERY_LISTS[kind].title.toLowerCase()}`;

/** A component without props, as <Island> draws and islands.js hydrates. */
type BoundViewer = () => ReactElement;

const viewers = new Map<number, BoundViewer>();

/**
 * A gallery's viewer as a component without props, as an island's is (#42): the page and
 * the island's loader (islands/galleryIslands.tsx) both draw it. The same one each time,
 * so the page drawing again never remounts it (which would lose the photo shown).
 */
export function viewerOf(kind: GalleryKind, gallery: GalleryListItem, photos: readonly PictureSource[]): BoundViewer {
  let Viewer = viewers.get(gallery.id);
  if (!Viewer) {
    const list = GALLERY_LISTS[kind];
    const project = projectOf(gallery.id);
    Viewer = function GalleryViewer() {
      return <PhotoViewer title={gallery.title} photos={photos} backTo={list.path} backLabel={backLabelOf(kind)} project={project} />;
    };
    viewers.set(gallery.id, Viewer);
  }
  return Viewer;
}
