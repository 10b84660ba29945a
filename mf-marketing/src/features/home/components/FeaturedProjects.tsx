import { Link } from 'react-router-dom';
import { Picture } from 'shared-ui/kit/Picture';
import { PATHS } from '../../../paths';
import type { FeaturedProject } from '../data/featuredProjects';
import styles from './FeaturedProjects.module.css';

/** Projects from the galleries: a photo, the gallery's name (the link, over the whole tile) and one line. */
export function FeaturedProjects({ projects }: { projects: readonly FeaturedProject[] }) {
  return (
    <section aria-labelledby="projects-heading" className={styles.projects}>
      <h2 id="projects-heading">Recent projects</h2>
      <ul className={styles.list}>
        {projects.map((project) => (
          <li key={project.path} className={styles.project}>
            <Picture picture={project.picture} sizes="(min-width: 60rem) 23rem, 100vw" className={styles.photo} />
            <h3 className={styles.title}>
              <Link to={project.path} className={styles.link}>
                {project.title}
              </Link>
            </h3>
            <p className={styles.line}>{project.line}</p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={PATHS.galleries}>See all our galleries</Link>
      </p>
    </section>
  );
}
