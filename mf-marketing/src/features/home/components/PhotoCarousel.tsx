import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import type { PictureSource } from '../../../assets/images';
import { Picture } from 'shared-ui/kit/Picture';
import { SlideMove, type Direction } from './SlideMove';
import styles from './PhotoCarousel.module.css';

export interface Slide {
  caption: string;
  photo: PictureSource;
}

/** A slide's own address on the page (#photo-1 to #photo-12), which its neighbours' links name. */
export const slideId = (index: number) => `photo-${index + 1}`;

/** The slide an address names (#photo-3 is 2), or undefined when it names none. */
function slideFromHash(hash: string, count: number): number | undefined {
  const match = /^#photo-(\d{1,2})$/.exec(hash);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < count ? index : undefined;
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
  const { index, goTo, isFirst, isLast } = useStepIndex(slides.length);
  const [enhanced, setEnhanced] = useState(false);
  const section = useRef<HTMLElement>(null);
  const focusAfterStep = useRef<Direction | null>(null);

  useEffect(() => {
    const named = slideFromHash(window.location.hash, slides.length);
    if (named !== undefined) goTo(named);
    setEnhanced(true);
  }, [goTo, slides.length]);

  // The pressed control's slide is hidden now: the same control on the slide shown takes
  // the focus, or its partner where the same one is disabled, so the keyboard is never lost.
  useLayoutEffect(() => {
    const pressed = focusAfterStep.current;
    if (!pressed) return;
    focusAfterStep.current = null;
    const shown = section.current?.querySelector(`#${slideId(index)}`);
    const same = shown?.querySelector<HTMLElement>(`[data-move="${pressed}"][href]`);
    const partner = shown?.querySelector<HTMLElement>(`[data-move="${pressed === 'next' ? 'previous' : 'next'}"]`);
    (same ?? partner)?.focus();
  }, [index]);

  /** Steps one way; `focused`, the control (of the slide now hidden) whose focus moves with it. */
  const step = (direction: Direction, focused: Direction | null) => {
    focusAfterStep.current = focused;
    goTo(index + (direction === 'next' ? 1 : -1));
  };

  const onMove = (direction: Direction) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    step(direction, direction);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = (event.target as HTMLElement).closest('[data-move]')?.getAttribute('data-move') as Direction | null | undefined;
    if (event.key === 'ArrowRight' && !isLast) {
      event.preventDefault();
      step('next', focused ?? null);
    } else if (event.key === 'ArrowLeft' && !isFirst) {
      event.preventDefault();
      step('previous', focused ?? null);
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
