// The proof beside the home page's calls to action: the review rating, the dealer and
// certification marks, and the towns served. Stand-ins written for this build (listed in
// docs/operations.md, "Content to replace before launch"): the company puts in the marks
// it actually holds and its towns; the rating is the reviews' own (shared-ui/reviews).
import { REVIEW_RATING, type AggregateRatingData } from 'shared-ui/reviews/reviews';

export interface Trust {
  rating: AggregateRatingData;
  /** Dealer and certification marks, as words until the company's logo files are in. */
  marks: readonly string[];
  towns: readonly string[];
}

export const TRUST: Trust = {
  rating: REVIEW_RATING,
  marks: ['Control4 Platinum Dealer', 'Lutron certified', 'CEDIA member', 'Sonos certified'],
  towns: ['Janesville', 'Beloit', 'Madison', 'Milton', 'Edgerton', 'Lake Geneva'],
};
