import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import { slideId } from '../../../common/slides/slideAddress';
import { SlideMove, type Direction } from '../../../common/slides/SlideMove';
import { moveOf, useSlides } from '../../../common/slides/useSlides';
import styles from './PhotoCarousel.module.css';

export interface Slide {
  caption: string;
  photo: PictureSource;
}

/**
 * Photos of our work, one at a time. The index moves by one and stops at both ends
 * (Previous is disabled on the first slide, Next on the last). Only the first slide
 * loads with the page; the others load as they are shown, each drawing its preview
 * until it arrives.
 *
 * Native first (#42): each slide carries its own Previous and Next, links to its
 * neighbours' addresses, and CSS shows the slide the address names (:target), so the
 * carousel steps before the page's scripts run and without them. Once the scripts run,
 * they take over from the slide the address names: a step no longer moves the page,
 * focus stays on the control pressed (or its partner at an end), and the arrow keys
 * work while focus is anywhere in the carousel.
 */
export function PhotoCarousel({ slides, label = 'Our work' }: { slides: readonly Slide[]; label?: string }) {
  const section = useRef<HTMLElement>(null);
  const { index, isFirst, isLast, enhanced, step } = useSlides(slides.length, section);

  const onMove = (direction: Direction) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    step(direction, direction);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = moveOf(event.target);
    if (event.key === 'ArrowRight' && !isLast) {
      event.preventDefault();
      step('next', focused);
    } else if (event.key === 'ArrowLeft' && !isFirst) {
      event.preventDefault();
      step('previous', focused);
    }
  };

  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-enhanced={enhanced ? '' : undefined}
    >
      <div className={styles.viewport} role="group" tabIndex={0} aria-label={`${label}: use the arrow keys to change photos`}>
        {slides.map((slide, i) => (
          <div key={slide.caption} id={slideId(i)} className={styles.slide} hidden={i !== index}>
            <figure className={styles.photo} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
              <Picture picture={slide.photo} priority={i === 0} sizes="(min-width: 76rem) 72rem, 100vw" className={styles.image} />
              <figcaption className={styles.caption}>{slide.caption}</figcaption>
            </figure>
            <div className={styles.controls}>
              <SlideMove direction="previous" to={i > 0 ? slideId(i - 1) : undefined} onMove={onMove('previous')} />
              <p className={styles.count} aria-live="polite">
                Slide {i + 1} of {slides.length}
              </p>
              <SlideMove direction="next" to={i < slides.length - 1 ? slideId(i + 1) : undefined} onMove={onMove('next')} />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
