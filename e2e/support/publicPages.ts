// Every public page of the site (site-testing's publicPages.cjs, which the bench reads
// too), and what some of them must say. A page a remote adds is checked for its HTML,
// its hydration and its accessibility with no edit here.
import { publicPaths, publishedIndex, publishedPages } from 'site-testing/publicPages';

export { publishedIndex, publishedPages };

export const PUBLIC_PATHS: readonly string[] = publicPaths();

/**
 * What some pages must say, beyond what every page is checked for: the page's main
 * heading, and words of the spec it holds. Every entry names a public page
 * (route-declarations.spec.ts checks it).
 */
export const PAGE_TEXTS: Readonly<Record<string, readonly [heading: string, specText?: string]>> = {
  '/': ['Home theaters, smart homes and business AV since 1998', 'About Us'],
  '/serviceslist': ['Our services'],
  '/residentialservices': ['Residential services', 'Home Theater'],
  '/commercialservices': ['Commercial services', 'Sound Masking & Speech Privacy'],
  '/brands': ['Brands'],
  '/team': ['Our team', 'We are hiring'],
  '/testimonials': ['Testimonials'],
  '/gallery': ['Galleries'],
  '/gallery/residentialgallerylist': ['Residential galleries'],
  '/gallery/commercialgallerylist': ['Commercial galleries'],
  '/gallery/residentialgallerylist/991': ['A basement theater in Janesville', 'Home Theater gallery'],
  '/gallery/residentialgallerylist/987': ['A new-build network in Beloit', 'Structured Wiring & Home Networking gallery'],
  '/gallery/commercialgallerylist/999': ['Game days at a Madison sports bar', 'Restaurants & Sports Bars gallery'],
  '/gallery/commercialgallerylist/992': ['A quieter open office in Janesville', 'Sound Masking & Speech Privacy gallery'],
  '/support': ['Support'],
  '/support/newTicket': ['Open a support ticket'],
  '/opportunity': ['Get a quote'],
  '/book': ['Book a free consultation', 'Central Time (America/Chicago)'],
  '/book/confirmed': ['Your consultation'],
  '/book/manage': ['Your consultation', 'Open this page from the link in your email.'],
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
