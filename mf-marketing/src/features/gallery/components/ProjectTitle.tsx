import { cx } from 'shared-ui/kit/cx';
import styles from './ProjectTitle.module.css';

export interface ProjectTitleProps {
  /** The gallery's name (the spec's, e.g. "Home Theater"): the small label above. */
  gallery: string;
  /** The project's name (e.g. "A basement theater in Janesville"): the page's h1. */
  project: string;
  /** The label's id, for whatever the gallery names (the viewer's region). */
  labelId?: string;
  className?: string;
}

/**
 * A project page's title: the project's own name is the page's heading, with the
 * gallery it is in as a small label above it, so the page reads as the project and
 * still says which gallery (of the spec's names) the visitor is in.
 */
export function ProjectTitle({ gallery, project, labelId, className }: ProjectTitleProps) {
  return (
    <hgroup className={cx(styles.group, className)}>
      <p id={labelId} className={styles.gallery}>
        {gallery} gallery
      </p>
      <h1 className={styles.title}>{project}</h1>
    </hgroup>
  );
}
