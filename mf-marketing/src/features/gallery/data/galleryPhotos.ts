// A gallery's photos once loaded, kept for the rest of the visit (#42): the remote's
// preload loads them for a gallery's address before the page is drawn (on the server
// before prerender, in the browser before the app's routes mount), so the page starts
// with its viewer drawn rather than 'PLEASE WAIT'; the viewer's island loads them the
// same way before it hydrates, so the browser draws what the server drew.
import { matchPath } from 'react-router-dom';
import type { PictureSource } from '../../../assets/images';
import { PATHS } from '../../../paths';
import { findGallery, type GalleryKind, type GalleryListItem } from './galleries';

const loaded = new Map<number, readonly PictureSource[]>();

/** The gallery's photos if they are already here, else undefined. */
export const knownPhotos = (gallery: GalleryListItem) => loaded.get(gallery.id);

export function loadGalleryPhotos(gallery: GalleryListItem): Promise<readonly PictureSource[]> {
  const known = loaded.get(gallery.id);
  if (known) return Promise.resolve(known);
  return gallery.loadPhotos().then((photos) => {
    loaded.set(gallery.id, photos);
    return photos;
  });
}

const PATTERNS: ReadonlyArray<readonly [GalleryKind, string]> = [
  ['residential', PATHS.residentialGallery],
  ['commercial', PATHS.commercialGallery],
];

/** The gallery an address names, with its kind; undefined for any other address or an unknown id. */
export function galleryAt(pathname: string): { kind: GalleryKind; gallery: GalleryListItem } | undefined {
  for (const [kind, path] of PATTERNS) {
    const match = matchPath({ path, caseSensitive: false, end: true }, pathname);
    const gallery = match && findGallery(kind, match.params.id);
    if (gallery) return { kind, gallery };
  }
  return undefined;
}

/** Loads the photos of the gallery `pathname` names, if it names one. */
export async function preloadGalleryPhotos(pathname: string): Promise<void> {
  const named = galleryAt(pathname);
  if (named) await loadGalleryPhotos(named.gallery);
}
