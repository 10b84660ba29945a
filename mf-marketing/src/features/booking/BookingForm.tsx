// The /book page's island (#46): step one (the kind and the ZIP code), a ZIP code outside
// the area, or step two (the free times and who the visitor is), drawn from what the page
// read from the composer (props, plain JSON, so the browser draws what the server drew).
// Without scripts each step is a form the composer answers. With them, step one fetches
// the free times and shows step two in place, step two picks a day in a date picker and
// sends the booking to the worker; a confirmed booking goes on to /book/confirmed.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingKindSchema, type BookingKind, type BookingSlots, type NextSlot, zipSchema } from 'contract/schemas/booking';
import type { BookingOffer } from 'contract/schemas/bookingPages';
import { FormRefusalContext, type FormRefusal, type RefusalIssue } from 'shared-ui/forms/formRefusal';
import { useBotSignals } from 'shared-ui/forms/useBotSignals';
import { useDrawnByServer } from 'shared-ui/hooks/useDrawnByServer';
import { leaveOnPurpose } from 'shared-ui/hooks/leavingOnPurpose';
import { loadPage } from 'shared-ui/routing/pageLoads';
import { fetchSlots, SLOTS_UNREACHABLE } from './bookingApi';
import { bookAddress, dayAfter } from './bookingAddresses';
import { bookingDefaults, BookingDetailsForm, type BookingValues } from './BookingDetailsForm';
import { stepOneIssues } from './stepOneIssues';
import { KindAndZipForm } from './KindAndZipForm';
import { OutsideArea } from './OutsideArea';
import { useBookingSubmit } from './useBookingSubmit';
import styles from './Booking.module.css';

/** What the page drew the island from (the composer's drawing of /book, or nothing at build time). */
export interface BookingFormProps {
  values?: Readonly<Record<string, string>> | undefined;
  issues?: readonly RefusalIssue[] | undefined;
  alert?: string | undefined;
  stamp?: string | undefined;
  offer?: BookingOffer | undefined;
}

interface StepOne {
  step: 'one';
  kind: string;
  zip: string;
  issues: readonly RefusalIssue[];
  alert?: string | undefined;
  outsideArea: boolean;
}

export interface StepTwo {
  step: 'two';
  kind: BookingKind;
  zip: string;
  slots: BookingSlots;
  nextSlots: readonly NextSlot[];
  /** The refusal ZodForm draws the form with: the composer's first, then the worker's answers to the scripts' sends. */
  refusal: FormRefusal | undefined;
  /** Changes whenever the form is to be drawn afresh from `refusal`. */
  version: number;
}

export type Stage = StepOne | StepTwo;

const DEFAULT_KIND: BookingKind = 'in-home';

function firstStage({ values = {}, issues = [], alert, stamp = '', offer = {} }: BookingFormProps): Stage {
  const kind = bookingKindSchema.safeParse(values.kind);
  if (offer.slots && kind.success && values.zip) {
    return {
      step: 'two',
      kind: kind.data,
      zip: values.zip,
      slots: offer.slots,
      nextSlots: offer.nextSlots ?? [],
      refusal: { form: 'booking', values, issues, alert, stamp },
      version: 0,
    };
  }
  return {
    step: 'one',
    kind: values.kind ?? DEFAULT_KIND,
    zip: values.zip ?? '',
    issues: issues.length > 0 || alert || offer.outsideArea ? issues : stepOneIssues(values),
    alert,
    outsideArea: offer.outsideArea === true,
  };
}

/** The day a start falls on, among the days offered or the next free times. */
function dayOfStart(stage: Stage, start: string | undefined): string | undefined {
  if (stage.step !== 'two' || !start) return undefined;
  return stage.slots.days.find((day) => day.slots.some((slot) => slot.start === start))?.date ?? stage.nextSlots.find((slot) => slot.start === start)?.date;
}

/** The days from `slots.from` to the last day shown, for asking the worker again for the same days. */
const daysShown = ({ from, to }: BookingSlots) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

export function BookingForm(props: BookingFormProps) {
  const enhanced = !useDrawnByServer();
  const navigate = useNavigate();
  const interest = props.values?.interest || undefined;
  const [stage, setStage] = useState<Stage>(() => firstStage(props));
  const [chosenDay, setChosenDay] = useState(() => dayOfStart(stage, props.values?.start));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { honeypotRef, signals } = useBotSignals();

  const showFreeTimes = (kind: BookingKind, zip: string, slots: BookingSlots) => {
    setStage({ step: 'two', kind, zip, slots, nextSlots: [], refusal: undefined, version: (stage.step === 'two' ? stage.version : 0) + 1 });
    setChosenDay(undefined);
    navigate(bookAddress({ kind, zip, interest }), { replace: true });
  };

  const findTimes = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [kindValue, zipValue] = [String(data.get('kind') ?? ''), String(data.get('zip') ?? '')];
    const issues = stepOneIssues({ kind: kindValue, zip: zipValue });
    const kind = bookingKindSchema.safeParse(kindValue);
    const zip = zipSchema.safeParse(zipValue);
    if (!kind.success || !zip.success) {
      setStage({ step: 'one', kind: kindValue, zip: zipValue, issues, outsideArea: false });
      return;
    }
    setBusy(true);
    const answer = await fetchSlots({ kind: kind.data, zip: zip.data });
    setBusy(false);
    if ('answer' in answer) return showFreeTimes(kind.data, zip.data, answer.answer);
    setStage({
      step: 'one',
      kind: kindValue,
      zip: zipValue,
      issues: answer.refused === 'issues' ? answer.issues : [],
      alert: answer.refused === 'alert' || answer.refused === 'gone' ? answer.alert : undefined,
      outsideArea: answer.refused === 'outsideArea',
    });
  };

  const backToStepOne = (event: MouseEvent<HTMLAnchorElement>) => {
    if (stage.step !== 'two') return;
    event.preventDefault();
    setStage({ step: 'one', kind: stage.kind, zip: stage.zip, issues: [], outsideArea: false });
    navigate(bookAddress({ interest }), { replace: true });
  };

  const laterDays = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (stage.step !== 'two') return;
    event.preventDefault();
    setBusy(true);
    const answer = await fetchSlots({ kind: stage.kind, zip: stage.zip, from: dayAfter(stage.slots.to) });
    setBusy(false);
    if (!('answer' in answer)) return setFailure(answer.refused === 'alert' ? answer.alert : SLOTS_UNREACHABLE);
    const later = answer.answer;
    setFailure(undefined);
    setStage({ ...stage, slots: { ...later, from: stage.slots.from, days: [...stage.slots.days, ...later.days] } });
  };

  const book = useBookingSubmit({
    signals,
    onBooked: (address) => {
      leaveOnPurpose();
      loadPage(address);
    },
    onRefused: async (values: BookingValues, refusal) => {
      if (stage.step !== 'two') return;
      if (refusal.refused === 'outsideArea') {
        setStage({ step: 'one', kind: stage.kind, zip: stage.zip, issues: [], outsideArea: true });
        return;
      }
      const gone = refusal.refused === 'gone';
      const typed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value ?? '')]));
      const next: StepTwo = {
        ...stage,
        nextSlots: gone ? refusal.nextSlots : [],
        refusal: {
          form: 'booking',
          values: gone ? { ...typed, start: '' } : typed,
          issues: refusal.refused === 'issues' ? refusal.issues : undefined,
          alert: refusal.refused === 'issues' ? undefined : refusal.alert,
          stamp: '',
        },
        version: stage.version + 1,
      };
      setStage(next);
      if (!gone) return;
      // The times as they are now: the one lost is no longer among them.
      const fresh = await fetchSlots({ kind: stage.kind, zip: stage.zip, from: stage.slots.from, days: daysShown(stage.slots) });
      if ('answer' in fresh) setStage({ ...next, slots: fresh.answer });
    },
  });

  if (stage.step === 'one') {
    return (
      <div className={styles.island}>
        {stage.alert && (
          <div role="alert" className={styles.notice}>
            <p className={styles.noticeHeading}>{stage.alert}</p>
          </div>
        )}
        {stage.outsideArea && <OutsideArea interest={interest} />}
        <KindAndZipForm
          key={`${stage.kind}-${stage.zip}`}
          kind={stage.kind}
          zip={stage.zip}
          interest={interest}
          issues={stage.issues}
          busy={busy}
          onSubmit={enhanced ? findTimes : undefined}
        />
      </div>
    );
  }

  return (
    <div className={styles.island}>
      <FormRefusalContext.Provider value={stage.refusal}>
        <BookingDetailsForm
          key={stage.version}
          kind={stage.kind}
          zip={stage.zip}
          interest={interest}
          slots={stage.slots}
          nextSlots={stage.nextSlots}
          defaults={bookingDefaults({ kind: stage.kind, zip: stage.zip, interest, ...stage.refusal?.values })}
          enhanced={enhanced}
          chosenDay={chosenDay}
          onChooseDay={setChosenDay}
          honeypotRef={honeypotRef}
          onValid={book}
          onChange={enhanced ? backToStepOne : undefined}
          onLaterDays={enhanced ? laterDays : undefined}
          loadingLater={busy}
        />
      </FormRefusalContext.Provider>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </div>
  );
}
