// /book/manage?token[&done] (#46): the page the email's move and cancel links open, drawn
// by the composer per request from what the worker said of the link: the visit, and the
// form its link allows (move: the free times; cancel: a confirm), or why the link cannot
// be used. After a move or a cancel the composer sends the visitor back here with `done`.
// No scripts needed: both forms are plain posts. At build time, a word on how to get here.
import { company } from 'contract/company/company';
import { MANAGE_DONE, type ManageDone } from 'contract/schemas/bookingPages';
import { Page } from 'shared-ui/kit/Page';
import { PageMeta } from 'shared-ui/kit/PageMeta';
import { bookAddress } from './bookingAddresses';
import { useBookingDrawing, type BookingDrawing } from './bookingDrawing';
import { CancelForm, MoveForm } from './ManageForms';
import { VisitSummary } from './VisitSummary';
import styles from './Booking.module.css';

export const MANAGE_TITLE = 'Your consultation';
export const MANAGE_TEXTS = {
  noLink: 'Open this page from the link in your email.',
  cancelled: 'This visit is cancelled.',
  bookAgain: 'Book a new time',
  moved: (when: string) => `Your visit is moved to ${when}. We emailed you the new time.`,
  doneCancelled: 'Your visit is cancelled. The time is free for someone else.',
} as const;

const BookAgain = () => (
  <p>
    <a href={bookAddress()}>{MANAGE_TEXTS.bookAgain}</a>
  </p>
);

const doneOf = (drawing: BookingDrawing): ManageDone | undefined =>
  drawing.offer.done ?? MANAGE_DONE.find((done) => done === drawing.values.done);

function Visit({ drawing }: { drawing: BookingDrawing }) {
  const { offer, values, issues, alert, stamp, form } = drawing;
  if (offer.linkError) {
    return (
      <>
        <div role="alert" className={styles.notice}>
          <p className={styles.noticeHeading}>{offer.linkError}</p>
        </div>
        <BookAgain />
      </>
    );
  }
  const visit = offer.visit;
  if (!visit) {
    return (
      <>
        {alert && (
          <div role="alert" className={styles.notice}>
            <p className={styles.noticeHeading}>{alert}</p>
          </div>
        )}
        <p>
          {MANAGE_TEXTS.noLink} Or call us at <a href={company.phone.href}>{company.phone.display}</a>.
        </p>
      </>
    );
  }
  const done = doneOf(drawing);
  const token = values.token ?? '';
  const refused = (name: typeof form) => (form === name ? { alert, issues, stamp } : { issues: [], stamp: '' });
  return (
    <>
      {done && (
        <p role="status" className={styles.done}>
          {done === 'moved' ? MANAGE_TEXTS.moved(visit.when) : MANAGE_TEXTS.doneCancelled}
        </p>
      )}
      <VisitSummary kind={visit.kind} when={visit.when} bookingId={visit.bookingId} />
      {visit.status === 'cancelled' ? (
        <>
          {done !== 'cancelled' && <p>{MANAGE_TEXTS.cancelled}</p>}
          <BookAgain />
        </>
      ) : visit.allows === 'move' ? (
        <MoveForm token={token} slots={offer.slots} nextSlots={offer.nextSlots ?? []} chosen={values.start} {...refused('booking-move')} />
      ) : (
        <CancelForm token={token} {...refused('booking-cancel')} />
      )}
    </>
  );
}

export function ManageBookingPage() {
  const drawing = useBookingDrawing();
  return (
    <Page title={MANAGE_TITLE} width="narrow">
      <PageMeta title={MANAGE_TITLE} description={`Move or cancel your free consultation with ${company.name}.`} />
      {drawing && drawing.form !== 'booking' ? <Visit drawing={drawing} /> : <p>{MANAGE_TEXTS.noLink}</p>}
    </Page>
  );
}
