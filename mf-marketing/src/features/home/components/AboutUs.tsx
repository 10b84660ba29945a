import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui/kit/Button';
import { company } from 'contract/company/company';
import { useStepIndex } from 'shared-ui/hooks/useStepIndex';
import { PATHS } from '../../../paths';
import { EMPLOYEES } from '../../team/data/employees';
import type { AboutCaption } from '../data/aboutCaptions';
import styles from './AboutUs.module.css';

// A fixed id, not useId: the page is rendered to HTML at build time on its own, and in
// the browser deep inside the shell's tree, where useId would give another id.
const PANEL_ID = 'about-us-panel';

/**
 * Who we are (#33): a short band anyone can read, the team's figures and the one way to
 * meet it beside the words (no empty right half), and the spec's
 * About Us toggle below it as a button (not a heading beside visible text, which read as
 * broken), opening the captions; its arrow turns 90 degrees when open. The captions step
 * forward and back and wrap around at both ends.
 */
export function AboutUs({ captions }: { captions: readonly AboutCaption[] }) {
  const [open, setOpen] = useState(false);
  const { index, next, previous } = useStepIndex(captions.length, { wrap: true });
  const caption = captions[index]!;

  return (
    <section className={styles.about} aria-labelledby={`${PANEL_ID}-heading`}>
      <div className={styles.text}>
        <h2 id={`${PANEL_ID}-heading`} className={styles.heading}>
          Who we are
        </h2>
        <p className={styles.intro}>
          {company.name} designs, installs and services audio, video, networking and automation systems for homes and businesses
          across {company.region}. We have been doing it since {company.founded}.
        </p>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={PANEL_ID} onClick={() => setOpen(!open)}>
          <svg
            className={styles.arrow}
            style={{ transform: open ? 'rotate(90deg)' : 'rotate(0deg)' }}
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M5 2l7 6-7 6z" fill="currentColor" />
          </svg>
          About Us
        </button>
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
      </div>
      {/* Beside the words, the team in two figures and the one way to meet it (#33). */}
      <div className={styles.team}>
        <dl className={styles.stats}>
          <div>
            <dt>In business since</dt>
            <dd>{company.founded}</dd>
          </div>
          <div>
            <dt>People on the team</dt>
            <dd>{EMPLOYEES.length}</dd>
          </div>
        </dl>
        <Link to={PATHS.team} className={styles.teamLink}>
          Meet our team
        </Link>
      </div>
    </section>
  );
}
