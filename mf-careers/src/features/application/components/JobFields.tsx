import { Button } from 'shared-ui/kit/Button';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { fieldStyles } from 'shared-ui/kit/Field';
import { TextField } from 'shared-ui/kit/TextField';
import type { JobNumber } from 'contract/schemas/application';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import styles from './application.module.css';

export interface JobFieldsProps {
  form: ApplicationFormApi;
  n: JobNumber;
  /** Offered on the last job the applicant opened: closes it and empties its fields. */
  onRemove?: () => void;
}

/** One previous position. Job 1 is required; Jobs 2 and 3 are optional field by field. */
export function JobFields({ form, n, onRemove }: JobFieldsProps) {
  const required = n === 1;
  return (
    <FormSection id={`job-${n}`} legend={`Job ${n}`} variant="job" hint={required ? undefined : 'Optional'}>
      <div className={fieldStyles.row}>
        <TextField label={LABELS.job.title} required={required} {...bindField(form, `jobhistory_title_${n}`)} />
        <TextField
          label={LABELS.job.company}
          autoComplete="organization"
          required={required}
          {...bindField(form, `jobhistory_company_${n}`)}
        />
      </div>
      <div className={fieldStyles.row}>
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
      {onRemove && (
        <Button variant="secondary" className={styles.remove} onClick={onRemove}>
          Remove Job {n}
        </Button>
      )}
    </FormSection>
  );
}
