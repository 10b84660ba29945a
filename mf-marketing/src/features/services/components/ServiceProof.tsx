import { Link } from 'react-router-dom';
import { cx } from 'shared-ui/kit/cx';
import { ReviewStars } from 'shared-ui/reviews/ReviewStars';
import { ReviewWords } from 'shared-ui/reviews/ReviewWords';
import type { ProjectProof } from '../../gallery/data/projectProof';
import styles from './ServiceProof.module.css';

/**
 * A service's proof, small and quiet under its highlights (#43 review): the client's
 * words, stars and name where the project was reviewed, then the project's name linking
 * to its gallery page, with what went in. The town is in every project's name; it is
 * added only to a name without it. On a phone a quoted proof leaves the scope out, so
 * the section grows by the quote and two short lines. Nothing for a service with no
 * project (Retail Stores).
 */
export function ServiceProof({ proof }: { proof: ProjectProof | undefined }) {
  if (!proof) return null;
  const { project, galleryPath, review } = proof;
  const scope = project.name.includes(project.town) ? project.scope : `${project.town}. ${project.scope}`;
  return (
    <div className={cx(styles.proof, review && styles.quoted)} data-proof="">
      {review && (
        <figure className={styles.review}>
          <ReviewWords quote={review.quote} />
          <figcaption className={styles.by}>
            <span className={styles.stars}>
              <ReviewStars stars={review.stars} />
            </span>{' '}
            {review.name}, {review.town}
          </figcaption>
        </figure>
      )}
      <p className={styles.project}>
        <Link to={galleryPath} className={styles.name}>
          {project.name}
        </Link>
        <span className={styles.scope}>{scope}</span>
      </p>
    </div>
  );
}
