import { REVIEW_SITES, type ReviewSite } from '../../../common/reviewSites';

export interface Review {
  quote: string;
  /** First name and town, as the customer signed the review. */
  author: string;
  /** Where the customer reviewed us; the link goes to all our reviews there, not to this one. */
  site: ReviewSite;
}

// 'Wi-\u2060Fi': a word joiner after the hyphen keeps the word on one line.
export const REVIEWS: readonly Review[] = [
  {
    quote:
      'They turned our unfinished basement into a theater the whole family fights over. Tidy wiring, clear explanations, and they came back to fine-tune the subwoofer without being asked.',
    author: 'Megan, Janesville',
    site: REVIEW_SITES.Houzz,
  },
  {
    quote:
      'Our Wi-\u2060Fi finally reaches the workshop and the back deck. The crew was on time, careful in a brand-new house, and the whole system just works.',
    author: 'Tom, Beloit',
    site: REVIEW_SITES.Google,
  },
  {
    quote:
      'Eleven TVs, three audio zones and one remote my bartenders can actually use. Game days run themselves now.',
    author: 'Rick, Madison',
    site: REVIEW_SITES.Facebook,
  },
];
