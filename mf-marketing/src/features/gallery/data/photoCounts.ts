// How many photos each gallery holds: the list and landing pages say it, so the portfolio
// reads as what it is (one project per gallery, and its photos). Written here rather than
// read from the galleries' picture modules, so a move to those pages inside the app does
// not load every gallery's pictures; photoCounts.test.ts holds each count to the photos
// the viewer loads, so a gallery given more photos (`npm run photos`) fails it until its
// count here follows.
import type { GalleryListItem } from './galleries';

const COUNTS: Readonly<Record<number, number>> = {
  987: 5,
  988: 5,
  989: 5,
  990: 5,
  991: 5,
  992: 5,
  993: 5,
  995: 5,
  996: 5,
  997: 5,
  998: 5,
  999: 5,
};

/** The number of photos in a gallery (photoCounts.test.ts holds each to its gallery's photos). */
export const photoCountOf = (galleryId: number): number => COUNTS[galleryId] ?? 0;

/** The number of photos in a list's galleries together. */
export const photoCountOfList = (items: readonly GalleryListItem[]): number => items.reduce((sum, item) => sum + photoCountOf(item.id), 0);
