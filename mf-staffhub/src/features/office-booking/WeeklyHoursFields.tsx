// The weekly hours in the settings form: for each weekday, Monday first, whether the office
// takes visits that day and, if it does, its opening and closing times on the office's
// clock (24-hour, as the browser's time input gives them).
import type { UseFormReturn } from 'react-hook-form';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { TextField } from 'shared-ui/kit/TextField';
import { closesField, DAY_NAMES, openField, opensField, WEEK, type SettingsFormValues } from './settingsForm';
import styles from './OfficeBooking.module.css';

export function WeeklyHoursFields({ form }: { form: UseFormReturn<SettingsFormValues, unknown, BookingSettings> }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return (
    <fieldset className={styles.fieldset}>
      <legend>Weekly hours</legend>
      <p className={styles.hint}>The times a visit may start and must end by, in Central Time.</p>
      {WEEK.map((day) => {
        const name = DAY_NAMES[day];
        const open = watch(openField(day));
        return (
          <div key={day} className={styles.weekday}>
            <Checkbox label={`Open on ${name}`} {...register(openField(day))} />
            {open ? (
              <>
                <TextField label={`${name} opens`} type="time" {...register(opensField(day))} error={errors[opensField(day)]?.message} />
                <TextField label={`${name} closes`} type="time" {...register(closesField(day))} error={errors[closesField(day)]?.message} />
              </>
            ) : (
              <p className={styles.closed}>Closed on {name}s</p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
