import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from 'shared-ui/kit/Button';
import { JOB_NUMBERS, type JobNumber } from 'contract/schemas/application';
import { jobFields, jobGiven, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { JobFields } from './JobFields';
import styles from './application.module.css';
import { APPLICATION_SECTIONS } from '../sections';

const ADD_JOB_ID = 'add-job';
const OPTIONAL_JOB_FIELDS = [...jobFields(2), ...jobFields(3)] as const;

/**
 * How many jobs the form shows: those the applicant opened, and at least every job up to
 * the last one that holds anything (a draft brought back, say). A job hidden is
 * therefore always empty, and sends what an untouched one always sent.
 */
function useShownJobs(form: ApplicationFormApi) {
  const [opened, setOpened] = useState<JobNumber>(1);
  const watched = useWatch({ control: form.control, name: OPTIONAL_JOB_FIELDS });
  const values = Object.fromEntries(OPTIONAL_JOB_FIELDS.map((field, index) => [field, watched[index]]));
  const given = jobGiven(values, 3) ? 3 : jobGiven(values, 2) ? 2 : 1;
  const shown = Math.max(opened, given) as JobNumber;

  /** Opens the next job; returns how many jobs will then be on screen. */
  const open = () => {
    const next = Math.min(shown + 1, 3) as JobNumber;
    setOpened(next);
    return next;
  };
  /** Closes the last job; returns how many jobs will then be on screen. */
  const remove = () => {
    // Back to the job's empty values, without its errors: as if it had never been opened.
    for (const field of jobFields(shown)) form.resetField(field);
    const next = (shown - 1) as JobNumber;
    setOpened(next);
    return next;
  };
  return { shown, open, remove };
}

/** Where focus goes once this many jobs are on screen, after the applicant added or removed one. */
type FocusNext = { after: 'added' | 'removed'; shown: JobNumber };

export function EmploymentSection({ form }: { form: ApplicationFormApi }) {
  const { shown, open, remove } = useShownJobs(form);
  // Where focus goes once the jobs on screen change at the applicant's hand (not a draft's).
  // It waits for the render that shows that many jobs: an effect of an earlier render (the
  // form is a new object each render) may still run after the press, and must not spend it.
  const focusNext = useRef<FocusNext | null>(null);

  useEffect(() => {
    const pending = focusNext.current;
    if (!pending || pending.shown !== shown) return;
    focusNext.current = null;
    if (pending.after === 'added') form.setFocus(`jobhistory_title_${shown}`);
    else document.getElementById(ADD_JOB_ID)?.focus();
  }, [form, shown]);

  return (
    <FormSection
      {...APPLICATION_SECTIONS.employment}
      hint="Start with your most recent position. Job 1 is required; you may add two more. If you do not remember the day a job started or ended, the 1st of the month will do."
    >
      {JOB_NUMBERS.filter((n) => n <= shown).map((n) => (
        <JobFields
          key={n}
          form={form}
          n={n}
          onRemove={
            n > 1 && n === shown
              ? () => {
                  focusNext.current = { after: 'removed', shown: remove() };
                }
              : undefined
          }
        />
      ))}
      {shown < 3 && (
        <Button
          id={ADD_JOB_ID}
          variant="secondary"
          className={styles.add}
          onClick={() => {
            focusNext.current = { after: 'added', shown: open() };
          }}
        >
          Add another job
        </Button>
      )}
    </FormSection>
  );
}
