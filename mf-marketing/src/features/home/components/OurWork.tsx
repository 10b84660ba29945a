import { Island } from 'shared-ui/islands/Island';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { PATHS } from '../../../paths';
import { CarouselIsland } from '../islands/homeIslands';
import type { Slide } from './PhotoCarousel';
import styles from './OurWork.module.css';

/** The spec's 12-slide carousel, calmer (#33): beside a few words on a desktop rather than the column's whole width. */
export function OurWork({ slides }: { slides: readonly Slide[] }) {
  return (
    <section aria-labelledby="work-heading" className={styles.work}>
      <div className={styles.words}>
        <h2 id="work-heading">A closer look</h2>
        <p>
          {slides.length} of our installs, from a basement theater to an open office. Step through them with Next and Previous, or
          the arrow keys.
        </p>
        {/* The words end on where to see more, so the column beside the slide is not a stub (#33). */}
        <p>Every project has its own gallery, with the story of the job and the client's review.</p>
        <LinkButton to={PATHS.galleries} variant="secondary">
          Browse the galleries
        </LinkButton>
      </div>
      {/* An island (#42): its Previous and Next are links that work before its code arrives; the arrow keys wait for it. */}
      <Island name="home-carousel" load="visible" holds={['ArrowLeft', 'ArrowRight']} component={CarouselIsland} />
    </section>
  );
}
