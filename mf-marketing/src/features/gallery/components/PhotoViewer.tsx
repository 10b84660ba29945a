import { useEffect, useRef, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Column } from 'shared-ui/kit/Column';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import type { Project } from '../data/projects';
import { useSwipe } from '../useSwipe';
import { ProjectHeader, ProjectReview } from './ProjectHeader';
import styles from './PhotoViewer.module.css';

export interface PhotoViewerProps {
  title: string;
  photos: readonly PictureSource[];
  backTo: string;
  backLabel: string;
  /** The project the photos are of, told beside them (above them on a phone). */
  project: Project;
}

/**
 * The full-screen photo viewer: one photo at a time with Previous and Next (stopping
 * at the ends), a counter, thumbnails, the arrow keys, a swipe on touch screens, and
 * Escape or the back link to return to the list. Beside the photos (above them on a
 * phone) the project they are of, and below them its client's review if there is one.
 */
export function PhotoViewer({ title, photos, backTo, backLabel, project }: PhotoViewerProps) {
  const { index, next, previous, goTo, isFirst, isLast } = useStepIndex(photos.length);
  const navigate = useNavigate();
  const region = useRef<HTMLDivElement>(null);
  const swipe = useSwipe({ onLeft: next, onRight: previous });
  const photo = photos[index]!;

  useEffect(() => {
    region.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'Escape') navigate(backTo);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [next, previous, navigate, backTo]);

  return (
    <div ref={region} className={styles.viewer} role="region" tabIndex={-1} aria-roledescription="photo viewer" aria-labelledby="viewer-title">
      <header className={styles.bar}>
        {/* The title where every page's heading starts; the way back and the count beside it. */}
        <Column className={styles.barContent}>
          <h1 id="viewer-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.count} aria-live="polite">
            Photo {index + 1} of {photos.length}
          </p>
          <BackLink to={backTo} label={backLabel} className={styles.back} />
        </Column>
      </header>
      {/* On a phone the stage takes the photo's own shape, so no dark bands frame it. */}
      <div className={styles.stage} style={{ '--photo-aspect': `${photo.width} / ${photo.height}` } as CSSProperties} {...swipe}>
        <button type="button" className={`${styles.step} ${styles.previous}`} onClick={previous} disabled={isFirst}>
          <span aria-hidden="true">&lsaquo;</span>
          <span className="visually-hidden">Previous photo</span>
        </button>
        <Picture key={index} picture={photo} priority sizes="100vw" fit="contain" className={styles.image} />
        <button type="button" className={`${styles.step} ${styles.next}`} onClick={next} disabled={isLast}>
          <span aria-hidden="true">&rsaquo;</span>
          <span className="visually-hidden">Next photo</span>
        </button>
      </div>
      <footer className={styles.strip}>
        <p className={styles.help}>Use the arrow keys or swipe to browse; Escape returns to the list.</p>
        <ul className={styles.thumbs} aria-label="All photos">
          {photos.map((item, i) => (
            <li key={`${i}-${item.src}`}>
              <button type="button" className={styles.thumb} aria-current={i === index} onClick={() => goTo(i)} aria-label={`Show photo ${i + 1}`}>
                <Picture picture={item} sizes="7rem" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      </footer>
      {/* After the photos: on a phone the photo comes first, full width, then the project (#33). */}
      <div className={styles.about}>
        <ProjectHeader project={project} />
      </div>
      <ProjectReview project={project} className={styles.review} />
    </div>
  );
}
