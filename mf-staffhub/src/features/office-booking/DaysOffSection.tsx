// The days off: today's and later ones, each with its note and a way to remove it, and a
// form to add one. A day off cancels no visit already booked on it: the worker answers how
// many are still booked that day, and the page says so with the way to them.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_SETTINGS_MESSAGES, dayOffSchema, type DaysOffList } from 'contract/schemas/bookingOffice';
import { Button } from 'shared-ui/kit/Button';
import { TextField } from 'shared-ui/kit/TextField';
import { PATHS } from '../../paths';
import { useOfficeSession } from '../../office/officeSessionStore';
import { actionProblem } from './actionProblems';
import { addDayOff, removeDayOff } from './bookingApi';
import { dayWords, isCalendarDate } from 'contract/time/officeClock';
import styles from './OfficeBooking.module.css';

type Notice = { text: string; bookedOn?: string };

const bookedText = (count: number) =>
  count === 0
    ? 'No visits are booked that day.'
    : `${count} ${count === 1 ? 'visit is' : 'visits are'} still booked that day: move or cancel ${count === 1 ? 'it' : 'them'}.`;

export function DaysOffSection({ daysOff, onChange }: { daysOff: DaysOffList; onChange: (daysOff: DaysOffList) => void }) {
  const refused = useOfficeSession((state) => state.refused);
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; note?: string }>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const working = useRef(false);

  async function act(what: string, failed: string, request: () => Promise<Notice>) {
    if (working.current) return;
    working.current = true;
    setBusy(what);
    setProblem(null);
    setNotice(null);
    try {
      setNotice(await request());
    } catch (error) {
      setProblem(actionProblem(error, failed, refused));
    } finally {
      working.current = false;
      setBusy(null);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const day = dayOffSchema.safeParse({ date, note });
    const found = {
      date: isCalendarDate(date) ? undefined : 'Choose the day off.',
      note: day.success || day.error.issues.every((issue) => issue.path[0] !== 'note') ? undefined : BOOKING_SETTINGS_MESSAGES.dayOffNote,
    };
    setErrors(found);
    if (!day.success || found.date) return;
    void act('add', 'Not added', async () => {
      const answer = await addDayOff(day.data);
      onChange(answer);
      setDate('');
      setNote('');
      return { text: `Day off added: ${dayWords(day.data.date)}. ${bookedText(answer.bookedThatDay ?? 0)}`, bookedOn: answer.bookedThatDay ? day.data.date : undefined };
    });
  }

  const remove = (removed: string) =>
    void act(removed, 'Not removed', async () => {
      onChange(await removeDayOff(removed));
      return { text: `Day off removed: ${dayWords(removed)}.` };
    });

  return (
    <section aria-labelledby="days-off-heading" className={styles.daysOff}>
      <h2 id="days-off-heading">Days off</h2>
      <p>No visit is offered on a day off. Adding one cancels no visit already booked that day.</p>
      {daysOff.items.length === 0 ? (
        <p>No days off ahead.</p>
      ) : (
        <ul className={styles.dayOffList} aria-label="Days off ahead">
          {daysOff.items.map((day) => (
            <li key={day.date}>
              <span>
                {dayWords(day.date)}
                {day.note && ` (${day.note})`}
              </span>
              <Button onClick={() => remove(day.date)} aria-busy={busy === day.date || undefined}>
                Remove<span className="visually-hidden"> day off {dayWords(day.date)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.notice}>
        {notice?.text}
        {notice?.bookedOn && (
          <>
            {' '}
            <Link to={`${PATHS.officeBookings}?${new URLSearchParams({ from: notice.bookedOn })}`}>See the consultations from that day</Link>
          </>
        )}
      </p>
      {problem && <p role="alert">{problem}</p>}
      <form onSubmit={add} noValidate aria-labelledby="add-day-off-heading" className={styles.addDayOff}>
        <h3 id="add-day-off-heading">Add a day off</h3>
        <TextField name="dayOffDate" label="Day off" type="date" value={date} onChange={(event) => setDate(event.target.value)} error={errors.date} />
        <TextField
          name="dayOffNote"
          label="Note (optional)"
          hint="Why, for the office: a holiday, a training day."
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <Button type="submit" aria-busy={busy === 'add' || undefined}>
          {busy === 'add' ? 'Adding day off…' : 'Add day off'}
        </Button>
      </form>
    </section>
  );
}
