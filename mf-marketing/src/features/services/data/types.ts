import { generatePath } from 'react-router-dom';
import { PATHS } from '../../../paths';
import type { servicePhotos } from '../../../assets/generated/services';

export interface ServiceAction {
  label: string;
  /** A page of the site: the lead form, support, or the service's gallery. */
  to: string;
}

export interface Service {
  id: keyof typeof servicePhotos;
  title: string;
  /**
   * The page's topic row names a long title by this part of it on a phone, where the
   * row wraps onto two or three lines (#43 review). A part of the title, word for word, so
   * the link's name (the title) holds what it shows.
   */
  short?: string;
  /** One or two paragraphs: the first is always shown, the rest fold with the highlights on a phone. */
  paragraphs: readonly [string, ...string[]];
  highlights: readonly string[];
  /** The first is the main call to action: the quote, where the service has one. */
  actions: readonly [ServiceAction, ...ServiceAction[]];
}

/** Whether an action opens the quote form (with or without the visitor's interest): the amber button (#43). */
export const opensQuote = (action: ServiceAction) => action.to.split('?')[0] === PATHS.opportunity;

export const SUPPORT = PATHS.support;
export const residentialGallery = (id: number) => generatePath(PATHS.residentialGallery, { id: String(id) });
export const commercialGallery = (id: number) => generatePath(PATHS.commercialGallery, { id: String(id) });
