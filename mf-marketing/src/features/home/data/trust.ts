// The proof beside the home page's calls to action: the review rating, the dealer and
// certification marks, and the towns served. Stand-ins written for this build (listed in
// docs/operations.md, "Content to replace before launch"): the company puts in its own
// rating and count (from its Google reviews), the marks it actually holds and its towns.
import { REVIEW_SITES, type ReviewSite } from '../../../common/reviewSites';

export interface Trust {
  rating: {
    /** Out of 5, one decimal. */
    stars: number;
    count: number;
    site: ReviewSite;
  };
  /** Dealer and certification marks, as words until the company's logo files are in. */
  marks: readonly string[];
  towns: readonly string[];
}

export const TRUST: Trust = {
  rating: { stars: 4.9, count: 127, site: REVIEW_SITES.Google },
  marks: ['Control4 Platinum Dealer', 'Lutron certified', 'CEDIA member', 'Sonos certified'],
  towns: ['Janesville', 'Beloit', 'Madison', 'Milton', 'Edgerton', 'Lake Geneva'],
};
