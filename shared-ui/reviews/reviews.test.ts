import { REVIEW_RATING, REVIEWS, reviewsById } from 'shared-ui/reviews/reviews';
import { monthInWords, starsText } from 'shared-ui/reviews/stars';

describe('the reviews', () => {
  it('each has its own id, one to five stars, and a month that is a real month', () => {
    expect(new Set(REVIEWS.map((review) => review.id)).size).toBe(REVIEWS.length);
    for (const review of REVIEWS) {
      expect(review.stars).toBeGreaterThanOrEqual(1);
      expect(review.stars).toBeLessThanOrEqual(5);
      expect(review.month).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    }
  });

  it('never quotes one customer twice', () => {
    const signatures = REVIEWS.map((review) => `${review.name}, ${review.town}`);
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('states a rating out of 5 resting on more reviews than are quoted', () => {
    expect(REVIEW_RATING.stars).toBeLessThanOrEqual(5);
    expect(REVIEW_RATING.count).toBeGreaterThan(REVIEWS.length);
  });

  it('picks reviews by id, in the order asked, and refuses an unknown id', () => {
    expect(reviewsById(['tom-beloit', 'megan-janesville']).map((review) => review.name)).toEqual(['Tom', 'Megan']);
    expect(() => reviewsById(['nobody'])).toThrow('No review with id nobody');
  });
});

describe('stars and months in words', () => {
  it('fills as many stars as given, of five', () => {
    expect(starsText(5)).toBe('★★★★★');
    expect(starsText(3)).toBe('★★★☆☆');
  });

  it('names the month and the year', () => {
    expect(monthInWords('2026-03')).toBe('March 2026');
    expect(monthInWords('2024-12')).toBe('December 2024');
    expect(() => monthInWords('2024-13')).toThrow('Not a YYYY-MM month: 2024-13');
  });
});
