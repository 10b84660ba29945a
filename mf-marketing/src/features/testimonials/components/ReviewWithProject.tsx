import { Link } from 'react-router-dom';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import type { Review } from 'shared-ui/reviews/reviews';
import { proofOfReview } from '../../gallery/data/projectProof';
import styles from './ReviewWithProject.module.css';

/**
 * A review's card on /testimonials, and under its words, inside the same frame, the way
 * to the project it describes (#43 review), where a gallery is that project. The link
 * sits outside the quote's figure, which links nowhere (#33): the card is the list item.
 */
export function ReviewWithProject({ review, lead }: { review: Review; lead: boolean }) {
  const proof = proofOfReview(review.id);
  if (!proof) return <ReviewQuote review={review} linkToSite={false} lead={lead} />;
  return (
    <div className={styles.card}>
      <ReviewQuote review={review} linkToSite={false} lead={lead} />
      <p className={styles.project}>
        {/* Named by the project too, the words it shows first, as eight cards link alike. */}
        <Link to={proof.galleryPath} aria-label={`See the project: ${proof.project.name}`}>
          See the project
        </Link>
      </p>
    </div>
  );
}
