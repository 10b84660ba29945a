import { Link } from 'react-router-dom';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import { reviewsById } from 'shared-ui/reviews/reviews';
import { leadFormFor } from '../../../common/leadFormAddress';
import type { Project } from '../data/projects';
import styles from './ProjectHeader.module.css';

/**
 * What a gallery's project was (its name is the page's h1, just above): the story, its
 * town, what went in, with which brands, and the service it is part of, named as the
 * services page names it (which can differ from the gallery's name, both the spec's);
 * then the way to a quote for one like it (#43), the form preselecting its kind. On a
 * narrower screen the story comes after the quote, so a phone's first screen reaches it.
 */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <section className={styles.project} aria-label={project.name}>
      <h2 className="visually-hidden">About the project</h2>
      <p className={styles.story}>{project.story}</p>
      <dl className={styles.facts}>
        <dt>Town</dt>
        <dd>{project.town}</dd>
        <dt>Installed</dt>
        <dd>{project.scope}</dd>
        <dt>Brands</dt>
        <dd>{project.brands.join(', ')}</dd>
      </dl>
      <p className={styles.service}>
        Part of our <Link to={project.service.path}>{project.service.name}</Link> service
      </p>
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
