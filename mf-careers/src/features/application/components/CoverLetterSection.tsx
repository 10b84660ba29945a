import { TextField } from 'shared-ui/kit/TextField';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';

export function CoverLetterSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection id="cover-letter" legend="Cover letter">
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
