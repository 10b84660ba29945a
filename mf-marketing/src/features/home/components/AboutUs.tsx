import { useState } from 'react';
import { Button } from 'shared-ui/kit/Button';
import { company } from 'contract/company/company';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import type { AboutCaption } from '../data/aboutCaptions';
import styles from './AboutUs.module.css';

// A fixed id, not useId: the page is rendered to HTML at build time on its own, and in
// the browser deep inside the shell's tree, where useId would give another id.
const PANEL_ID = 'about-us-panel';

/**
 * About Us: a sentence anyone can read, and the captions, closed until the visitor opens
 * them; the toggle's arrow turns 90 degrees when open. The captions step forward and back
 * and wrap around at both ends.
 */
export function AboutUs({ captions }: { captions: readonly AboutCaption[] }) {
  const [open, setOpen] = useState(false);
  const { index, next, previous } = useStepIndex(captions.length, { wrap: true });
  const caption = captions[index]!;

  return (
    <section className={styles.about} aria-labelledby={`${PANEL_ID}-heading`}>
      <h2 id={`${PANEL_ID}-heading`} className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen(!open)}>
          <svg
            className={styles.arrow}
            style={{ transform: open ? 'rotate(90deg)' : 'rotate(0deg)' }}
            viewBox="0 0 16 16"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 2l7 6-7 6z" fill="currentColor" />
          </svg>
          About Us
        </button>
      </h2>
      {/* Readable without opening anything (#33): the toggle opens the captions. */}
      <p className={styles.intro}>
        {company.name} designs, installs and services audio, video, networking and automation systems for homes and businesses
        across {company.region}. We have been doing it since {company.founded}.
      </p>
      <div id={PANEL_ID} hidden={!open} className={styles.panel}>
        <div className={styles.caption} aria-live="polite">
          <h3 className={styles.captionTitle}>{caption.title}</h3>
          <p>{caption.text}</p>
        </div>
        <div className={styles.controls}>
          <Button variant="secondary" onClick={previous}>
            Previous<span className="visually-hidden"> caption</span>
          </Button>
          <span className={styles.count}>
            {index + 1} of {captions.length}
          </span>
          <Button variant="secondary" onClick={next}>
            Next<span className="visually-hidden"> caption</span>
          </Button>
        </div>
      </div>
    </section>
  );
}
