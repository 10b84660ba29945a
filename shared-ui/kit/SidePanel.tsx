import type { ReactNode } from 'react';
import { company } from 'contract/company/company';
import { ReviewQuote } from 'shared-ui/reviews/ReviewQuote';
import type { Review } from 'shared-ui/reviews/reviews';
import styles from './SidePanel.module.css';

export interface SidePanelProps {
  /** Its accessible name, e.g. "About your ticket". */
  label: string;
  /** A picture that fits the page (the work the visitor asks for), shown first, the panel's full width (#33). */
  picture?: ReactNode;
  /** What the visitor is about to do, e.g. the payment's amount and card: shown first after any picture. */
  summary?: ReactNode;
  /** What happens after the form is sent, in order. */
  next?: readonly string[];
  /**
   * A customer's review that fits the page (from shared-ui/reviews), shown last; none
   * where no review fits, e.g. beside an application or a guide (#33).
   */
  review?: Review;
  /**
   * The office hours and phone, drawn unless false: a page with two panels draws them
   * once (the posting's second panel, beside its application, #43).
   */
  hoursAndPhone?: boolean;
}

/** The `sizes` of a picture at the top of the panel: its width beside the content, the column's on a phone. */
export const SIDE_PICTURE_SIZES = '(min-width: 64rem) 24rem, 100vw';

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
        {/* The hours never break at their hyphen (#43 review: "8:00a-" above "4:00p" on a phone). */}
        {company.hours.days}, <span className={styles.time}>{company.hours.time}</span>
        <br />
        {company.hours.weekends}
      </p>
    </section>
  );
}

/** The side of a form's or a guide's page: a picture, a summary, what happens next, hours and phone, a review. */
export function SidePanel({ label, picture, summary, next, review, hoursAndPhone = true }: SidePanelProps) {
  return (
    <aside className={styles.panel} aria-label={label}>
      {picture && <div className={styles.picture}>{picture}</div>}
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
      {hoursAndPhone && <HoursAndPhone />}
      {/* Wrapped, so the card is as tall as its words: it fills a grid cell's height, and a
          phone's one-column page gave it the whole panel's (130 px of blank card). */}
      {review && (
        <div>
          <ReviewQuote review={review} />
        </div>
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
