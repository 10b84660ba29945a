import { useRef, type KeyboardEvent } from 'react';
import { buttonClassName } from 'shared-ui/kit/Button';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import styles from './PhotoCarousel.module.css';

export interface Slide {
  caption: string;
  photo: PictureSource;
}

/**
 * Photos of our work, one at a time. The index moves by one and stops at both ends
 * (Previous is disabled on the first slide, Next on the last); the arrow keys work
 * while focus is anywhere in the carousel. Only the first slide loads with the page;
 * the others load as they are shown, each drawing its preview until it arrives.
 */
export function PhotoCarousel({ slides, label = 'Our work' }: { slides: readonly Slide[]; label?: string }) {
  const { index, next, previous, isFirst, isLast } = useStepIndex(slides.length);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // A button that becomes disabled drops keyboard focus: hand it to the other one.
  const step = (direction: 1 | -1) => {
    const target = index + direction;
    if (direction === 1 && target === slides.length - 1 && document.activeElement === nextButton.current) {
      previousButton.current?.focus();
    }
    if (direction === -1 && target === 0 && document.activeElement === previousButton.current) {
      nextButton.current?.focus();
    }
    if (direction === 1) next();
    else previous();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !isLast) {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft' && !isFirst) {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className={styles.viewport} role="group" tabIndex={0} aria-label={`${label}: use the arrow keys to change photos`}>
        {slides.map((slide, i) => (
          <figure
            key={slide.caption}
            className={styles.slide}
            hidden={i !== index}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <Picture picture={slide.photo} priority={i === 0} sizes="(min-width: 76rem) 72rem, 100vw" className={styles.image} />
            <figcaption className={styles.caption}>{slide.caption}</figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        <button ref={previousButton} type="button" className={buttonClassName('secondary')} onClick={() => step(-1)} disabled={isFirst}>
          Previous
        </button>
        <p className={styles.count} aria-live="polite">
          Slide {index + 1} of {slides.length}
        </p>
        <button ref={nextButton} type="button" className={buttonClassName('secondary')} onClick={() => step(1)} disabled={isLast}>
          Next
        </button>
      </div>
    </section>
  );
}
