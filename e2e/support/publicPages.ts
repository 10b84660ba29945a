// Every public page of the site, as the remotes declare them: each remote's prerender
// plan (src/prerender.ts, made from its src/paths.ts), as its build published it
// (dist/ssr/index.json), but its guarded pages (the hub's), and the shell's own page. A page a remote adds is checked for
// its HTML, its hydration and its accessibility with no edit here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIRMATION_PATH } from 'shared-ui/routing/confirmation';
import { matchesAny } from 'shared-ui/routing/prerender';
import { REMOTES, type RemoteName } from 'site/remotes';
import { repoRoot } from './site';

interface PublishedIndex {
  pages: Record<string, unknown>;
  clientOnly: string[];
  /** Pages for a browser that holds an unlock (the staff hub's): not public. */
  guard?: { paths: string[] };
}

/** What a remote's build publishes for the composer. */
export const publishedIndex = (remote: RemoteName): PublishedIndex =>
  JSON.parse(readFileSync(path.join(repoRoot, `mf-${remote}`, 'dist/ssr/index.json'), 'utf8'));

/** The public pages a remote draws on the server, each at its canonical address (a guide's steps are its page's variants). */
export function publishedPages(remote: RemoteName): string[] {
  const { pages, guard } = publishedIndex(remote);
  return Object.keys(pages).filter((page) => !page.includes('?') && !matchesAny(guard?.paths, page));
}

export const PUBLIC_PATHS: readonly string[] = [...REMOTES.flatMap(publishedPages), CONFIRMATION_PATH];

/**
 * What some pages must say, beyond what every page is checked for: the page's main
 * heading, and words of the spec it holds. Every entry names a public page
 * (route-declarations.spec.ts checks it).
 */
export const PAGE_TEXTS: Readonly<Record<string, readonly [heading: string, specText?: string]>> = {
  '/': ['Audio, video, lighting and networks for homes and businesses in southern Wisconsin since 1998', 'About Us'],
  '/serviceslist': ['Our services'],
  '/residentialservices': ['Residential services', 'Home Theater'],
  '/commercialservices': ['Commercial services', 'Sound Masking & Speech Privacy'],
  '/brands': ['Brands'],
  '/team': ['Our team', 'We are hiring'],
  '/testimonials': ['Testimonials'],
  '/gallery': ['Galleries'],
  '/gallery/residentialgallerylist': ['Residential galleries'],
  '/gallery/commercialgallerylist': ['Commercial galleries'],
  '/gallery/residentialgallerylist/991': ['Home Theater', 'Photo 1 of 5'],
  '/gallery/residentialgallerylist/987': ['Structured Wiring & Home Networking', 'Photo 1 of 5'],
  '/gallery/commercialgallerylist/999': ['Restaurants & Sports Bars', 'Photo 1 of 5'],
  '/gallery/commercialgallerylist/992': ['Sound Masking & Speech Privacy', 'Photo 1 of 5'],
  '/support': ['Support'],
  '/support/newTicket': ['Open a support ticket'],
  '/opportunity': ['Get a quote'],
  '/verify': ['Pay Online'],
  '/verify/help': ['Help with a payment'],
  '/apply': ['Careers', 'LinkedIn'],
  '/apply/positions': ['Open positions', 'Apply Now'],
  '/apply/positions/1': ['System Integrator', 'Contact Information'],
  '/apply/positions/2': ['Sales + Project Manager', 'Contact Information'],
  '/confirmation': ['Thank you!', 'Someone from our team will contact you by phone or email soon.'],
  '/tobhomes': ['Welcome home, TOB Homes owners'],
  '/tobhomes/homenetworking': ['Home networking', 'Go Back'],
  '/tobhomes/homenetworking/option1': ['Home networking, option 1: set up the modem yourself'],
  '/tobhomes/homenetworking/option2': ['Home networking, option 2: have your internet provider install it'],
  '/tobhomes/caseta': ['Caséta smart lighting: set up your Smart Bridge'],
  '/tobhomes/ringdoorbell': ['Ring Video Doorbell: set it up on your phone'],
  '/gettingstarted': ['Getting Started', 'Network Personalization'],
  '/gettingstarted/lan': ['Network Personalization'],
  '/verify/trust': ['Staff access', '1 2 3 4 5 6 7 8 9 Clear 0 Submit'],
};
