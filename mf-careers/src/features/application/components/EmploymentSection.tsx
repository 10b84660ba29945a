import { Checkbox } from 'shared-ui/kit/Checkbox';
import { TextField } from 'shared-ui/kit/TextField';
import { JOB_NUMBERS, type JobNumber } from 'contract/schemas/application';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import styles from './application.module.css';

function JobFields({ form, n }: { form: ApplicationFormApi; n: JobNumber }) {
  const required = n === 1;
  return (
    <FormSection id={`job-${n}`} legend={`Job ${n}`} variant="job" hint={required ? undefined : 'Optional'}>
      <div className={styles.pair}>
        <TextField label={LABELS.job.title} required={required} {...bindField(form, `jobhistory_title_${n}`)} />
        <TextField
          label={LABELS.job.company}
          autoComplete="organization"
          required={required}
          {...bindField(form, `jobhistory_company_${n}`)}
        />
      </div>
      <div className={styles.pair}>
        <TextField label={LABELS.job.start} type="date" required={required} {...bindField(form, `jobhistory_SD_${n}`)} />
        <TextField label={LABELS.job.end} type="date" {...bindField(form, `jobhistory_ED_${n}`)} />
      </div>
      <Checkbox label={LABELS.job.current} {...bindField(form, `jobhistory_curemployment_${n}`)} />
      <TextField
        label={LABELS.job.description}
        multiline
        rows={4}
        hint="What you did in this position (up to 1,000 characters)"
        required={required}
        {...bindField(form, `jobhistory_desc_${n}`)}
      />
    </FormSection>
  );
}

export function EmploymentSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection
      id="employment"
      legend="Previous Employment"
      hint="Start with your most recent position. Job 1 is required; Jobs 2 and 3 are optional."
    >
      {JOB_NUMBERS.map((n) => (
        <JobFields key={n} form={form} n={n} />
      ))}
    </FormSection>
  );
}
