// One guide, one step at a time: the progress, the step's title and captions, Back and
// Next. The placeholder step after the last real one hides the guide and shows the
// Return to the Home Page link.
import { useRef, type ReactNode } from 'react';
import { company } from 'contract/company/company';
import { LinkButton } from 'shared-ui/kit/LinkButton';
import { Picture } from 'shared-ui/kit/Picture';
import { Stepper } from 'shared-ui/kit/Stepper';
import { devicesPictures } from '../../../assets/generated/devices';
import { placeholderIndex, type Guide } from '../data/guide';
import { useGuideStep } from './useGuideStep';
import { STEP_ANCHOR, STEP_SCROLL_TOP, useScrollToStep } from './useScrollToStep';
import { StepMoves } from './StepMoves';
import styles from './GuideWalkthrough.module.css';
import { PATHS } from '../../../paths';

export interface GuideWalkthroughProps {
  guide: Guide;
  /** More content for some steps, by step id (the ring doorbell's marketing block). */
  extras?: Readonly<Partial<Record<number, ReactNode>>>;
}

/** The device picture's width: a third of the guide's column beside the captions, a phone's width below them. */
const DEVICE_SIZES = '(min-width: 64rem) 15rem, (min-width: 40rem) 33vw, 100vw';

/** Where a step's heading lands when the browser loads its address (#guide-step): the spec's 120 px from the top. */
const LANDS_AT = { scrollMarginTop: STEP_SCROLL_TOP };

export function GuideWalkthrough({ guide, extras }: GuideWalkthroughProps) {
  const last = placeholderIndex(guide);
  const { step, next, back } = useGuideStep(last);
  const heading = useRef<HTMLHeadingElement>(null);
  useScrollToStep(step, heading);

  const current = guide.steps[step]!;
  const atStart = step === 0;

  if (step === last) {
    return (
      <section className={styles.done} aria-labelledby={STEP_ANCHOR}>
        <h2 id={STEP_ANCHOR} ref={heading} tabIndex={-1} className={styles.title} style={LANDS_AT}>
          You have finished this guide
        </h2>
        <p>
          Everything should be working now. If something is not, call us at{' '}
          <a href={company.phone.href}>{company.phone.display}</a> and we will help.
        </p>
        <div className={styles.finish}>
          <LinkButton to="/">Return to the Home Page</LinkButton>
          <LinkButton to={PATHS.welcome} variant="secondary">
            See all TOB Homes guides
          </LinkButton>
          <StepMoves step={step} back={back} />
        </div>
      </section>
    );
  }

  return (
    <section className={styles.guide} aria-labelledby={STEP_ANCHOR}>
      <Stepper steps={guide.steps.slice(0, last).map((s) => s.title)} current={step} label="Guide progress" />
      <h2 id={STEP_ANCHOR} ref={heading} tabIndex={-1} className={styles.title} style={LANDS_AT}>
        {current.title}
      </h2>
      <div className={current.device ? styles.withDevice : undefined}>
        <ul className={styles.captions}>
          {current.captions.map((caption) => (
            <li key={caption}>{caption}</li>
          ))}
        </ul>
        {/* The device the step talks about, drawn (#33): beside the captions where they leave room, after them and as wide on a phone. */}
        {current.device && <Picture picture={devicesPictures[current.device]} sizes={DEVICE_SIZES} className={styles.device} />}
      </div>
      {extras?.[current.id]}
      <StepMoves step={step} back={back} next={next} hideBack={atStart} className={styles.actions} />
    </section>
  );
}
