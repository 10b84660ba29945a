import type { PictureSource } from '../../../assets/images';
import { PATHS } from '../../../paths';

export type GalleryKind = 'residential' | 'commercial';

/**
 * A gallery in a list: its id (the one in the address), title, a line about it, and
 * how to load its photos. Photos load on demand, one chunk per gallery, so a list
 * page carries only the covers and the viewer shows 'PLEASE WAIT' while they arrive.
 */
export interface GalleryListItem {
  id: number;
  title: string;
  summary: string;
  loadPhotos: () => Promise<readonly PictureSource[]>;
}

export interface GalleryList {
  title: string;
  path: string;
  lead: string;
  items: readonly GalleryListItem[];
}

const residential: readonly GalleryListItem[] = [
  { id: 991, title: 'Home Theater', summary: 'Dedicated theaters and media rooms.', loadPhotos: () => import(/* webpackChunkName: "gallery-991" */ '../../../assets/generated/gallery991').then((m) => m.photos) },
  { id: 990, title: 'Whole-Home Integrated Systems', summary: 'Music, video and control in every room and outdoors.', loadPhotos: () => import(/* webpackChunkName: "gallery-990" */ '../../../assets/generated/gallery990').then((m) => m.photos) },
  { id: 989, title: 'Automation Control', summary: 'Touch panels, keypads and motorized shades.', loadPhotos: () => import(/* webpackChunkName: "gallery-989" */ '../../../assets/generated/gallery989').then((m) => m.photos) },
  { id: 988, title: 'Smart Lighting', summary: 'Scenes, keypads and landscape lighting.', loadPhotos: () => import(/* webpackChunkName: "gallery-988" */ '../../../assets/generated/gallery988').then((m) => m.photos) },
  { id: 987, title: 'Structured Wiring & Home Networking', summary: 'Racks, cabling and Wi-Fi that reaches everywhere.', loadPhotos: () => import(/* webpackChunkName: "gallery-987" */ '../../../assets/generated/gallery987').then((m) => m.photos) },
];

// There is no commercial gallery 994: its address is the not-found page.
const commercial: readonly GalleryListItem[] = [
  { id: 999, title: 'Restaurants & Sports Bars', summary: 'TV walls, zoned music and simple control for staff.', loadPhotos: () => import(/* webpackChunkName: "gallery-999" */ '../../../assets/generated/gallery999').then((m) => m.photos) },
  { id: 998, title: 'Conference Rooms', summary: 'Boardrooms, huddle rooms and training rooms.', loadPhotos: () => import(/* webpackChunkName: "gallery-998" */ '../../../assets/generated/gallery998').then((m) => m.photos) },
  { id: 997, title: 'Houses of Worship', summary: 'Sound, screens, lighting and the booth that runs them.', loadPhotos: () => import(/* webpackChunkName: "gallery-997" */ '../../../assets/generated/gallery997').then((m) => m.photos) },
  { id: 996, title: 'Night Clubs & Event Centers', summary: 'Line arrays, LED walls and moving lights.', loadPhotos: () => import(/* webpackChunkName: "gallery-996" */ '../../../assets/generated/gallery996').then((m) => m.photos) },
  { id: 995, title: 'Apartments & Multiple Dwelling Units', summary: 'Managed Wi-Fi, network rooms and lobby displays.', loadPhotos: () => import(/* webpackChunkName: "gallery-995" */ '../../../assets/generated/gallery995').then((m) => m.photos) },
  { id: 993, title: 'Commercial-Grade Audio & Acoustic Reinforcement', summary: 'Gymnasiums, auditoriums and studios.', loadPhotos: () => import(/* webpackChunkName: "gallery-993" */ '../../../assets/generated/gallery993').then((m) => m.photos) },
  { id: 992, title: 'Sound Masking & Speech Privacy', summary: 'Open offices, clinics and call centers.', loadPhotos: () => import(/* webpackChunkName: "gallery-992" */ '../../../assets/generated/gallery992').then((m) => m.photos) },
];

export const GALLERY_LISTS: Record<GalleryKind, GalleryList> = {
  residential: {
    title: 'Residential galleries',
    path: PATHS.residentialGalleries,
    lead: 'Homes across southern Wisconsin: theaters, whole-home systems, automation, lighting and networks.',
    items: residential,
  },
  commercial: {
    title: 'Commercial galleries',
    path: PATHS.commercialGalleries,
    lead: 'Restaurants, boardrooms, sanctuaries, venues, apartment buildings, gymnasiums and offices.',
    items: commercial,
  },
};

/** The gallery a list's address names, or undefined for an id that is not in the list. */
export function findGallery(kind: GalleryKind, id: string | undefined): GalleryListItem | undefined {
  return GALLERY_LISTS[kind].items.find((item) => String(item.id) === id);
}
