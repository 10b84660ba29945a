import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink } from 'shared-ui/kit/BackLink';
import { Column } from 'shared-ui/kit/Column';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import { slideId } from '../../../common/slides/slideAddress';
import { SlideMove, type Direction } from '../../../common/slides/SlideMove';
import { moveOf, useSlides } from '../../../common/slides/useSlides';
import type { Project } from '../data/projects';
import { useSwipe } from '../useSwipe';
import { ProjectHeader, ProjectReview } from './ProjectHeader';
import { ProjectTitle } from './ProjectTitle';
import { ViewerSiteBar } from './ViewerSiteBar';
import styles from './PhotoViewer.module.css';

/** The keys the viewer acts on that have no job in HTML: held until its island's code arrives (#42). */
export const PHOTO_VIEWER_KEYS = ['ArrowLeft', 'ArrowRight', 'Escape'] as const;

export interface PhotoViewerProps {
  /** The gallery's name: the label above the project's name (the page's h1), and the viewer's name. */
  title: string;
  photos: readonly PictureSource[];
  backTo: string;
  backLabel: string;
  /** The project the photos are of, told beside them (below them on a phone). */
  project: Project;
}

const STEP_TEXT: Record<Direction, [mark: string, words: string]> = { previous: ['\u2039', 'Previous photo'], next: ['\u203a', 'Next photo'] };

/**
 * The full-screen photo viewer: one photo at a time with Previous and Next (stopping
 * at the ends), a counter, thumbnails, the arrow keys, a swipe on touch screens, and
 * Escape or the back link to return to the list. Its heading is the project's name,
 * the gallery's a label above it. Beside the photos the project they are of, and below
 * it its client's review if there is one; on a narrower screen the project comes right
 * under the photo, before the thumbnails, so a phone's first screen reaches its one
 * "Plan a room like this". Above it all, the viewer's own slim bar: the way home and a
 * call (#43).
 *
 * Native first (#42), as the home page's carousel: each photo has its own address
 * (#photo-N) with its own counter, Previous and Next (links to its neighbours), the
 * thumbnails link to those addresses, and CSS shows the photo the address names
 * (:target) until the scripts take over (data-enhanced). `data-photo-viewer` tells the
 * shell's frame to hide the nav bar and the footer from the first paint.
 */
export function PhotoViewer({ title, photos, backTo, backLabel, project }: PhotoViewerProps) {
  const region = useRef<HTMLDivElement>(null);
  const { index, goTo, step, enhanced } = useSlides(photos.length, region);
  const navigate = useNavigate();
  const swipe = useSwipe({ onLeft: () => step('next', null), onRight: () => step('previous', null) });

  useEffect(() => {
    // Into the viewer, unless the visitor is already in it (a step taken before its code came).
    const viewer = region.current;
    if (viewer && !viewer.contains(document.activeElement)) viewer.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = moveOf(document.activeElement);
      if (event.key === 'ArrowRight') step('next', focused);
      else if (event.key === 'ArrowLeft') step('previous', focused);
      else if (event.key === 'Escape') navigate(backTo);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step, navigate, backTo]);

  const onMove = (direction: Direction) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    step(direction, direction);
  };

  const onThumb = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goTo(target);
  };

  const move = (direction: Direction, to: number) => (
    <SlideMove
      direction={direction}
      to={to >= 0 && to < photos.length ? slideId(to) : undefined}
      onMove={onMove(direction)}
      className={`${styles.step} ${styles[direction]}`}
    >
      <span aria-hidden="true">{STEP_TEXT[direction][0]}</span>
      <span className="visually-hidden">{STEP_TEXT[direction][1]}</span>
    </SlideMove>
  );

  return (
    <div
      ref={region}
      className={styles.viewer}
      role="region"
      tabIndex={-1}
      aria-roledescription="photo viewer"
      aria-labelledby="viewer-gallery"
      data-photo-viewer=""
      data-enhanced={enhanced ? '' : undefined}
    >
      <ViewerSiteBar className={styles.site} />
      <header className={styles.bar}>
        {/* The title where every page's heading starts; the way back beside it. */}
        <Column className={styles.barContent}>
          <ProjectTitle gallery={title} project={project.name} labelId="viewer-gallery" className={styles.title} />
          <BackLink to={backTo} label={backLabel} className={styles.back} />
        </Column>
      </header>
      <div className={styles.photos} {...swipe}>
        {photos.map((photo, i) => (
          <div key={`${i}-${photo.src}`} id={slideId(i)} className={styles.slide} hidden={i !== index}>
            <p className={styles.count} aria-live="polite">
              Photo {i + 1} of {photos.length}
            </p>
            {/* On a phone the stage takes the photo's own shape, so no dark bands frame it. */}
            <div className={styles.stage} style={{ '--photo-aspect': `${photo.width} / ${photo.height}` } as CSSProperties}>
              {move('previous', i - 1)}
              <Picture picture={photo} leads={i === 0} sizes="100vw" fit="contain" className={styles.image} />
              {move('next', i + 1)}
            </div>
          </div>
        ))}
      </div>
      {/* Beside the photo on a wide screen; under it on a narrower one, full width, before the thumbnails (#33). */}
      <div className={styles.about}>
        <ProjectHeader project={project} />
      </div>
      <footer className={styles.strip}>
        <p className={styles.help}>Use the arrow keys or swipe to browse; Escape returns to the list.</p>
        <ul className={styles.thumbs} aria-label="All photos">
          {photos.map((item, i) => (
            <li key={`${i}-${item.src}`}>
              <a href={`#${slideId(i)}`} className={styles.thumb} aria-current={i === index} onClick={onThumb(i)} aria-label={`Show photo ${i + 1}`}>
                <Picture picture={item} sizes="7rem" className={styles.thumbImage} />
              </a>
            </li>
          ))}
        </ul>
      </footer>
      <ProjectReview project={project} className={styles.review} />
    </div>
  );
}
