import { TextField } from 'shared-ui/kit/TextField';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { APPLICATION_SECTIONS } from '../sections';

export function CoverLetterSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection {...APPLICATION_SECTIONS.coverLetter}>
      <TextField
        label={LABELS.coverletter}
        multiline
        rows={8}
        hint="Tell us why you want to join our team and what you would bring to it (up to 4,000 characters)."
        required
        {...bindField(form, 'coverletter')}
      />
    </FormSection>
  );
}
