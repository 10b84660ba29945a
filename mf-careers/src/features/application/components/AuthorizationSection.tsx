import { Checkbox } from 'shared-ui/kit/Checkbox';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';

export function AuthorizationSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection
      id="authorization"
      legend="Work Authorization"
      hint="To apply you must be at least 18 and authorized to work in the United States."
    >
      <Checkbox label={LABELS.ageCheck} {...bindField(form, 'ageCheck')} />
      <Checkbox label={LABELS.workCheck} {...bindField(form, 'workCheck')} />
      <Checkbox label={LABELS.driveCheck} {...bindField(form, 'driveCheck')} />
    </FormSection>
  );
}
