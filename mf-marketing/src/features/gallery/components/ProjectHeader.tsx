import { Link } from 'react-router-dom';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import { reviewsById } from 'shared-ui/reviews/reviews';
import { leadFormFor } from '../../../common/leadFormAddress';
import type { Project } from '../data/projects';
import styles from './ProjectHeader.module.css';

/**
 * What a gallery's project was: its name and town, what went in, with which brands, and
 * the story; then the way to a quote for one like it (#43), the form preselecting its kind.
 */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <section className={styles.project} aria-labelledby="project-heading">
      <h2 id="project-heading" className={styles.name}>
        {project.name}
      </h2>
      <p className={styles.story}>{project.story}</p>
      <dl className={styles.facts}>
        <dt>Town</dt>
        <dd>{project.town}</dd>
        <dt>Installed</dt>
        <dd>{project.scope}</dd>
        <dt>Brands</dt>
        <dd>{project.brands.join(', ')}</dd>
        <dt>Service</dt>
        <dd>
          <Link to={project.service.path}>{project.service.name}</Link>
        </dd>
      </dl>
      <LinkButton to={leadFormFor(project.interest)} variant="accent" className={styles.quote}>
        Plan a room like this
      </LinkButton>
    </section>
  );
}

/** The client's review of a project, from the one source, if there is one. */
export function ProjectReview({ project, className }: { project: Project; className?: string }) {
  if (!project.reviewId) return null;
  return (
    <div className={className}>
      <ReviewQuote review={reviewsById([project.reviewId])[0]!} />
    </div>
  );
}
