// Each gallery read as one project (#33): where it was, what went in (brands from the
// site's brand list, contract/data/brands), a two-line story, the service it belongs to
// and, where one of the reviews is about it, that customer's review from the one source
// (shared-ui/reviews, by id: never a second wording). Stand-ins written for this build:
// docs/operations.md, "Content to replace before launch".
import type { LeadInterest } from 'contract/schemas/lead';
import { PATHS } from '../../../paths';

export interface Project {
  /** The project in a few words, with its town: the project header's heading. */
  name: string;
  town: string;
  /** What was installed, in one line: the gallery card's text too. */
  scope: string;
  brands: readonly string[];
  /** Two sentences: what the client wanted and what we did. */
  story: string;
  /** The services page's section this gallery belongs to (its name is the spec's, which can differ from the gallery's). */
  service: { name: string; path: string };
  /** What the quote form preselects when the visitor asks to plan a room like this one (#43). */
  interest: LeadInterest;
  /** The id of the client's review in shared-ui/reviews, if there is one. */
  reviewId?: string;
}

const residential = (id: string, name: string) => ({ name, path: `${PATHS.residentialServices}#${id}` });
const commercial = (id: string, name: string) => ({ name, path: `${PATHS.commercialServices}#${id}` });

export const PROJECTS: Readonly<Record<number, Project>> = {
  991: {
    name: 'A basement theater in Janesville',
    town: 'Janesville',
    scope: 'Nine seats, a 4K laser projector, 7.2.4 surround and a starlight ceiling.',
    brands: ['Sony', 'Triad Speakers', 'Control4', 'Stewart Filmscreen'],
    story:
      'A family of four wanted one room that the kids and the adults would both use. We planned the seats, screen and speakers around how they watch, then came back to fine-tune the bass once the room was lived in.',
    service: residential('home-theater', 'Home Theater'),
    interest: 'home-theater',
    reviewId: 'megan-janesville',
  },
  990: {
    name: 'Music in every room of a Verona home',
    town: 'Verona',
    scope: 'Music in nine rooms and on the patio, four TVs, one app for all of it.',
    brands: ['Sonos', 'Sonance', 'Control4', 'Araknis Networks'],
    story:
      'The owners wanted music to follow them from the kitchen to the patio without hunting for a speaker. In-ceiling speakers, one rack in the basement and a keypad in each room replaced five remotes and a drawer of chargers.',
    service: residential('distributed-audio', 'Whole-Home Distributed Audio'),
    interest: 'whole-home-audio',
  },
  989: {
    name: 'One-touch evenings in Lake Geneva',
    town: 'Lake Geneva',
    scope: 'Touch panels, engraved keypads and motorized shades on one control system.',
    brands: ['Control4', 'Lutron', 'Hunter Douglas'],
    story:
      'A lake house with too many switches and shades that had to be pulled by hand. Now one keypad by each door sets the lights, the shades and the locks for the time of day.',
    service: residential('automation-control', 'Automation Control'),
    interest: 'automation',
    reviewId: 'carol-lake-geneva',
  },
  988: {
    name: 'Lighting scenes for a Madison home',
    town: 'Madison',
    scope: 'Dimming on 42 circuits, tunable-white downlights and landscape lighting.',
    brands: ['Lutron', 'Ketra'],
    story:
      'A dining room that dims itself for dinner and a path that lights up as the car turns in. Every scene was set with the owners in the room, at night, so the levels are theirs.',
    service: residential('smart-lighting', 'Smart Lighting'),
    interest: 'lighting',
  },
  987: {
    name: 'A new-build network in Beloit',
    town: 'Beloit',
    scope: 'Cat 6 to every room, a wall rack, and Wi-\u2060Fi that reaches the workshop and the deck.',
    brands: ['Araknis Networks', 'Access Networks', 'Middle Atlantic'],
    story:
      'We wired the house before the drywall went up, so nothing shows but the access points. The network is watched from our office, and a failing switch was replaced before the owners noticed.',
    service: residential('structured-wiring', 'Structured Wiring & Home Networking'),
    interest: 'networking',
    reviewId: 'tom-beloit',
  },
  999: {
    name: 'Game days at a Madison sports bar',
    town: 'Madison',
    scope: 'Eleven TVs, three audio zones and one tablet behind the bar.',
    brands: ['Samsung', 'Q-SYS', 'Control4', 'Sonance'],
    story:
      'The bar could not close for a week, so we installed overnight, between close and open. Staff pick a game for any screen from one tablet, and the music drops in the dining room when a game is on.',
    service: commercial('restaurants', 'Restaurants & Sports Bars'),
    interest: 'business',
    reviewId: 'rick-madison',
  },
  998: {
    name: 'Six meeting rooms for a Rockford firm',
    town: 'Rockford',
    scope: 'Six rooms set up alike: one-button calls, displays and ceiling microphones.',
    brands: ['Q-SYS', 'Sony', 'Shure', 'Vaddio'],
    story:
      'Meetings used to start late while someone found the right cable. Every room now works the same way, so anyone can start a call in any of them.',
    service: commercial('conference-rooms', 'Conference Rooms'),
    interest: 'business',
    reviewId: 'steve-rockford',
  },
  997: {
    name: 'A sanctuary in Edgerton',
    town: 'Edgerton',
    scope: 'New speakers, acoustic panels, two screens and a mixing booth.',
    brands: ['Q-SYS', 'Shure', 'Auralex', 'Epson'],
    story:
      'The back pews could not follow the sermon. We treated the room first, then placed speakers for clear speech everywhere, and trained the volunteers who run the booth.',
    service: commercial('worship', 'Houses of Worship'),
    interest: 'business',
    reviewId: 'linda-edgerton',
  },
  996: {
    name: 'An event hall in Rockford',
    town: 'Rockford',
    scope: 'Line arrays, an LED wall, moving lights and a DJ booth.',
    brands: ['JBL Professional', 'Allen & Heath', 'Crown'],
    story:
      'The hall hosts weddings on Saturday and concerts on Friday. One system covers both, with presets a visiting DJ or engineer can load in a minute.',
    service: commercial('night-clubs', 'Night Clubs & Event Centers'),
    interest: 'business',
  },
  995: {
    name: 'Managed Wi-\u2060Fi for 48 apartments in Whitewater',
    town: 'Whitewater',
    scope: 'A private network in every unit, covered common rooms, lobby displays and monitoring.',
    brands: ['Araknis Networks', 'Ruckus', 'Access Networks'],
    story:
      'Residents called the manager about the internet every week. Each unit now has its own network, and our monitoring finds problems before the residents do.',
    service: commercial('apartments', 'Apartments & Multiple Dwelling Units'),
    interest: 'business',
    reviewId: 'dana-whitewater',
  },
  993: {
    name: 'A school gymnasium in Janesville',
    town: 'Janesville',
    scope: 'Acoustic panels, a new speaker system and wireless microphones.',
    brands: ['QSC', 'Auralex', 'Shure'],
    story:
      'Announcements echoed until nobody could understand them. Panels on the walls took out the echo, and new speakers aimed at the bleachers made every word clear.',
    service: commercial('acoustic-treatment', 'Commercial-Grade Acoustic Treatment'),
    interest: 'business',
  },
  992: {
    name: 'A quieter open office in Janesville',
    town: 'Janesville',
    scope: 'Sound masking over 9,000 square feet, tuned zone by zone.',
    brands: ['AtlasIED', 'Biamp'],
    story:
      'Every conversation carried across the office. Masking tuned zone by zone, set again on a second visit, made the room quieter without anyone hearing the system.',
    service: commercial('sound-masking', 'Sound Masking & Speech Privacy'),
    interest: 'business',
    reviewId: 'jorge-janesville',
  },
};

/** The project a gallery shows; every gallery has one (projects.test.ts checks it). */
export const projectOf = (galleryId: number): Project => PROJECTS[galleryId]!;
