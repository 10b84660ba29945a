import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { company } from 'contract/company/company';
import { Photo, type PhotoSource } from 'shared-ui/kit/Photo';
// A picture is a file's URL, not a module with state: a relative import keeps no second instance of anything.
// eslint-disable-next-line no-restricted-imports
import theater480 from './photos/theater-starlight-480.webp';
// eslint-disable-next-line no-restricted-imports
import theater1200 from './photos/theater-starlight-1200.webp';
import styles from './SidePanel.module.css';

/**
 * A copy of the Home Theater gallery's cover (mf-marketing's theater-starlight), so every
 * remote's side panel can show a project without importing another remote. When the
 * company's photos replace the stand-ins, this one is replaced with them (operations.md).
 */
const PROJECT_PHOTO: PhotoSource = {
  src: theater1200,
  srcSet: `${theater480} 480w, ${theater1200} 1200w`,
  width: 1200,
  height: 750,
  alt: 'A home theater the company built: a star ceiling, a wide screen, tower speakers and two rows of recliners.',
};
const PROJECT_GALLERY = '/gallery/residentialgallerylist/991';

export interface SidePanelProps {
  /** Its accessible name, e.g. "About your ticket". */
  label: string;
  /** What the visitor is about to do, e.g. the payment's amount and card: shown first. */
  summary?: ReactNode;
  /** What happens after the form is sent, in order. */
  next?: readonly string[];
  /** Whether to show a project of the company's (not beside a payment). */
  photo?: boolean;
}

/** The office hours and the phone number, from the one place they are kept (contract/company). */
export function HoursAndPhone() {
  return (
    <section className={styles.section} aria-labelledby="side-hours">
      <h2 id="side-hours" className={styles.heading}>
        Rather talk to someone?
      </h2>
      <p className={styles.phone}>
        <a href={company.phone.href}>{company.phone.display}</a>
      </p>
      <p className={styles.text}>
        {company.hours.weekdays}
        <br />
        {company.hours.weekends}
      </p>
    </section>
  );
}

/** The side of a form's or a guide's page: a summary, what happens next, hours and phone, a project. */
export function SidePanel({ label, summary, next, photo = true }: SidePanelProps) {
  return (
    <aside className={styles.panel} aria-label={label}>
      {summary}
      {next && next.length > 0 && (
        <section className={styles.section} aria-labelledby="side-next">
          <h2 id="side-next" className={styles.heading}>
            What happens next
          </h2>
          <ol className={styles.steps}>
            {next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <HoursAndPhone />
      {photo && (
        <figure className={styles.figure}>
          <Photo photo={PROJECT_PHOTO} sizes="(min-width: 64rem) 22rem, 100vw" className={styles.photo} />
          <figcaption className={styles.caption}>
            A home theater of ours. <Link to={PROJECT_GALLERY}>See the gallery</Link>
          </figcaption>
        </figure>
      )}
    </aside>
  );
}

/** One titled block of the side panel, e.g. the payment's summary. */
export function SideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
