// The rules the free times are made from: the weekly hours, the visit length and the
// buffer between visits, the most visits a day, the notice and how far ahead a visitor may
// book, and the ZIP codes served. Checked against the contract's schema as typed, saved
// whole (the worker replaces the settings and answers them).
import { useState } from 'react';
import type { BookingSettings } from 'contract/schemas/bookingOffice';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { fieldStyles } from 'shared-ui/kit/Field';
import { TextField } from 'shared-ui/kit/TextField';
import { useOfficeSession } from '../../office/officeSessionStore';
import { actionProblem } from './actionProblems';
import { saveSettings } from './bookingApi';
import { settingsFormSchema, toFormValues } from './settingsForm';
import { WeeklyHoursFields } from './WeeklyHoursFields';
import styles from './OfficeBooking.module.css';

export const SETTINGS_ERROR_HEADING = 'Please correct the booking settings';

export function SettingsForm({ settings, onSaved }: { settings: BookingSettings; onSaved: (settings: BookingSettings) => void }) {
  const refused = useOfficeSession((state) => state.refused);
  const [defaultValues] = useState(() => toFormValues(settings));
  const [saved, setSaved] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function save(values: BookingSettings) {
    setSaved('');
    setProblem(null);
    try {
      onSaved(await saveSettings(values));
      setSaved('Booking settings saved. New bookings follow them; booked visits keep their times.');
    } catch (error) {
      setProblem(actionProblem(error, 'Not saved', refused));
    }
  }

  return (
    <>
      <ZodForm
        schema={settingsFormSchema}
        defaultValues={defaultValues}
        errorHeading={SETTINGS_ERROR_HEADING}
        submitLabel="Save booking settings"
        busyLabel="Saving booking settings"
        onValid={save}
        aria-label="Booking settings"
      >
        {(form) => {
          const {
            register,
            formState: { errors },
          } = form;
          return (
            <>
              <WeeklyHoursFields form={form} />
              <fieldset className={styles.fieldset}>
                <legend>Visits</legend>
                <div className={fieldStyles.row}>
                  <TextField label="Visit length (minutes)" inputMode="numeric" {...register('visitMinutes')} error={errors.visitMinutes?.message} />
                  <TextField
                    label="Buffer between visits (minutes)"
                    inputMode="numeric"
                    {...register('bufferMinutes')}
                    error={errors.bufferMinutes?.message}
                  />
                  <TextField label="Most visits a day" inputMode="numeric" {...register('dailyMax')} error={errors.dailyMax?.message} />
                  <TextField
                    label="Notice (hours)"
                    hint="How long ahead a visitor must book."
                    inputMode="numeric"
                    {...register('noticeHours')}
                    error={errors.noticeHours?.message}
                  />
                  <TextField
                    label="How far ahead visitors may book (days)"
                    hint="Counted from today."
                    inputMode="numeric"
                    {...register('horizonDays')}
                    error={errors.horizonDays?.message}
                  />
                </div>
              </fieldset>
              <TextField
                multiline
                rows={6}
                label="ZIP codes served"
                hint="One a line, or separated by commas. A visitor from any other ZIP code is given the phone number and the quote form."
                {...register('zips')}
                error={errors.zips?.message}
              />
            </>
          );
        }}
      </ZodForm>
      <p role="status" className={styles.notice}>
        {saved}
      </p>
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}
