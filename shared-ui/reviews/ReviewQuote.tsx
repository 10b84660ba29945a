import { cx } from 'shared-ui/kit/cx';
import { ExternalLink } from 'shared-ui/kit/ExternalLink';
import type { Review } from 'shared-ui/reviews/reviews';
import { ReviewStars } from 'shared-ui/reviews/ReviewStars';
import { ReviewWords } from 'shared-ui/reviews/ReviewWords';
import { monthInWords } from 'shared-ui/reviews/stars';
import styles from './ReviewQuote.module.css';

/**
 * A customer's review, in the one style every page quotes reviews in (#33): the stars,
 * the words, who left it and for what, where and when, and a link to all our reviews on
 * that site (not to this one, so the link names the site only). Fills the height of its
 * grid cell, the link at the bottom, so a row of reviews lines up. A page that quotes
 * many reviews links to the sites once instead (`linkToSite={false}`); a lead review,
 * two columns wide, is quoted a size larger when it has the room.
 */
export function ReviewQuote({ review, linkToSite = true, lead = false }: { review: Review; linkToSite?: boolean; lead?: boolean }) {
  return (
    <figure className={cx(styles.review, lead && styles.lead)}>
      <p className={styles.stars}>
        <ReviewStars stars={review.stars} />
      </p>
      <ReviewWords quote={review.quote} className={styles.quote} />
      <figcaption className={styles.caption}>
        <span className={styles.name}>
          {review.name}, {review.town}
        </span>
        <span className={styles.detail}>{review.project}</span>
        <span className={styles.detail}>
          On {review.site.name}, <time dateTime={review.month}>{monthInWords(review.month)}</time>
        </span>
      </figcaption>
      {linkToSite && (
        <ExternalLink href={review.site.url} className={styles.source}>
          See our reviews on {review.site.name}
        </ExternalLink>
      )}
    </figure>
  );
}
