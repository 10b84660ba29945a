import type { servicePhotos } from '../../../assets/generated/services';

export interface ServiceAction {
  label: string;
  /** A page of the site: the lead form, support, or the service's gallery. */
  to: string;
}

export interface Service {
  id: keyof typeof servicePhotos;
  title: string;
  /** One or two paragraphs a visitor reads first. */
  paragraphs: readonly string[];
  highlights: readonly string[];
  /** The first is the main call to action. */
  actions: readonly [ServiceAction, ...ServiceAction[]];
}

export const LEAD_FORM = '/opportunity';
export const SUPPORT = '/support';
export const residentialGallery = (id: number) => `/gallery/residentialgallerylist/${id}`;
export const commercialGallery = (id: number) => `/gallery/commercialgallerylist/${id}`;
