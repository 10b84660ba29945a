// The free times once the scripts run: a date picker (react-day-picker) where only the
// days with a free time can be chosen, and the chosen day's times as a group of radios.
// The days are the office's (America/Chicago) as the worker names them, YYYY-MM-DD: the
// picker draws them as calendar days, so no time zone moves a day.
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import type { SlotDay } from 'contract/schemas/booking';
import { slotTimes, TimeGroup, type RadioProps } from './SlotChoices';
import styles from './Booking.module.css';

export const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
};

const two = (n: number) => String(n).padStart(2, '0');
export const dayOf = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

const monthOf = (day: string) => {
  const date = dateOf(day);
  return new Date(date.getFullYear(), date.getMonth(), 1);
};

export interface SlotPickerProps {
  days: readonly SlotDay[];
  /** The chosen day, YYYY-MM-DD. */
  chosenDay: string | undefined;
  onChooseDay: (day: string) => void;
  radio: (start: string) => RadioProps;
}

export function SlotPicker({ days, chosenDay, onChooseDay, radio }: SlotPickerProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const first = days[0]!.date;
  const last = days.at(-1)!.date;
  const [month, setMonth] = useState(() => monthOf(chosenDay ?? first));
  // A day chosen elsewhere (one of the next free times) brings its month into view.
  const [shownFor, setShownFor] = useState(chosenDay);
  if (chosenDay !== shownFor) {
    setShownFor(chosenDay);
    if (chosenDay) setMonth(monthOf(chosenDay));
  }
  const day = chosenDay ? byDate.get(chosenDay) : undefined;
  return (
    <div className={styles.picker}>
      <p id="booking-day-label" className={styles.dayLabel}>
        Choose a day
      </p>
      <DayPicker
        mode="single"
        aria-labelledby="booking-day-label"
        selected={chosenDay ? dateOf(chosenDay) : undefined}
        onSelect={(date) => date && onChooseDay(dayOf(date))}
        disabled={(date) => !byDate.has(dayOf(date))}
        month={month}
        onMonthChange={setMonth}
        startMonth={monthOf(first)}
        endMonth={monthOf(last)}
        className={styles.calendar}
      />
      {day ? (
        <TimeGroup legend={`Times on ${day.label}`} times={slotTimes(day.slots)} idPrefix={`start-${day.date}`} radio={radio} />
      ) : (
        <p className={styles.note}>Choose a day to see its free times.</p>
      )}
    </div>
  );
}
