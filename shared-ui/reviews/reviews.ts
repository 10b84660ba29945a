// The one source of the customers' reviews (#33): every page that quotes a customer
// quotes these words, with the stars, the month and the site the review was left on, so
// the same customer never says two different things on two pages. Stand-ins written for
// this build: docs/operations.md, "Content to replace before launch".
import { REVIEW_SITES, type ReviewSite } from 'shared-ui/reviews/reviewSites';

export interface Review {
  id: string;
  quote: string;
  /** As the customer signed the review. */
  name: string;
  town: string;
  /** What we did for them, in a few words. */
  project: string;
  stars: 1 | 2 | 3 | 4 | 5;
  /** When it was left, as YYYY-MM. */
  month: string;
  /** Where it was left; the link goes to all our reviews there, not to this one. */
  site: ReviewSite;
}

/** The company's rating where most of its reviews are, shown beside the calls to action. */
export interface AggregateRatingData {
  /** Out of 5, one decimal. */
  stars: number;
  count: number;
  site: ReviewSite;
}

export const REVIEW_RATING: AggregateRatingData = { stars: 4.9, count: 127, site: REVIEW_SITES.Google };

// 'Wi-\u2060Fi': a word joiner after the hyphen keeps the word on one line.
export const REVIEWS: readonly Review[] = [
  {
    id: 'megan-janesville',
    quote:
      'They turned our unfinished basement into a theater the whole family fights over. Rock River was the only company that asked how we actually watch movies, with two kids and a dog, and they came back to fine-tune the subwoofer without being asked.',
    name: 'Megan',
    town: 'Janesville',
    project: 'Basement home theater',
    stars: 5,
    month: '2026-03',
    site: REVIEW_SITES.Houzz,
  },
  {
    id: 'tom-beloit',
    quote:
      'Our Wi-\u2060Fi finally reaches the workshop and the back deck. The crew was on time and careful in a brand-new house, and when a switch failed two years later they had already noticed and came out with a new one.',
    name: 'Tom',
    town: 'Beloit',
    project: 'New construction network and audio',
    stars: 5,
    month: '2026-06',
    site: REVIEW_SITES.Google,
  },
  {
    id: 'rick-madison',
    quote:
      'Eleven TVs, three audio zones and one tablet my bartenders can actually use. They did the whole install overnight, between close and open, and game days run themselves now.',
    name: 'Rick',
    town: 'Madison',
    project: 'Sports bar video and audio',
    stars: 5,
    month: '2025-10',
    site: REVIEW_SITES.Facebook,
  },
  {
    id: 'linda-edgerton',
    quote:
      'Our older members could not understand the sermon from the back pews. After the new speakers and the acoustic panels went in, the first comment we got was that the pastor sounded like he was standing next to them.',
    name: 'Pastor Linda',
    town: 'Edgerton',
    project: 'Sanctuary sound and acoustic treatment',
    stars: 5,
    month: '2025-05',
    site: REVIEW_SITES.Google,
  },
  {
    id: 'steve-rockford',
    quote:
      'Meetings used to start with ten minutes of cables and apologies. Now somebody presses one button and the call starts. The team set up six rooms exactly alike, so nobody has to learn a new one.',
    name: 'Steve',
    town: 'Rockford',
    project: 'Six conference rooms',
    stars: 5,
    month: '2025-08',
    site: REVIEW_SITES.Google,
  },
  {
    id: 'carol-lake-geneva',
    quote:
      'Good Night turns off every light in the house and locks the doors. It is the only button my husband presses, and it has changed our evenings more than I expected.',
    name: 'Carol',
    town: 'Lake Geneva',
    project: 'Lighting and automation',
    stars: 5,
    month: '2026-01',
    site: REVIEW_SITES.Houzz,
  },
  {
    id: 'dana-whitewater',
    quote:
      'Our residents stopped calling about the internet. Every unit has its own private network, the common rooms are covered, and the monitoring means problems get fixed before the complaints come in.',
    name: 'Dana',
    town: 'Whitewater',
    project: 'Managed Wi-\u2060Fi for a 48-unit building',
    stars: 5,
    month: '2024-11',
    site: REVIEW_SITES.Google,
  },
  {
    id: 'jorge-janesville',
    quote:
      'Nobody believed me that the office would be quieter with more sound in it. It took a second visit to get the level right, but the masking is barely audible now, and people stopped booking the conference room just to make a phone call.',
    name: 'Jorge',
    town: 'Janesville',
    project: 'Sound masking for an open office',
    stars: 4,
    month: '2025-02',
    site: REVIEW_SITES.Google,
  },
];

/** The reviews with these ids, in this order; an unknown id is a mistake in the code, so it throws. */
export function reviewsById(ids: readonly string[]): readonly Review[] {
  return ids.map((id) => {
    const review = REVIEWS.find((candidate) => candidate.id === id);
    if (!review) throw new Error(`No review with id ${id}`);
    return review;
  });
}
