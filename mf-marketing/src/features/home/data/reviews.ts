import { reviewsById } from 'shared-ui/reviews/reviews';

/** The spec's three review quotes on the home page: a home theater, a home network, a sports bar. */
export const HOME_REVIEWS = reviewsById(['megan-janesville', 'tom-beloit', 'rick-madison']);
