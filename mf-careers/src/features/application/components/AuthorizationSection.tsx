import { Checkbox } from 'shared-ui/kit/Checkbox';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';

export function AuthorizationSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection
      id="authorization"
      legend="Work Authorization"
      hint="Tick each that applies to you; your answers go to our hiring team with your application."
    >
      <Checkbox label={LABELS.ageCheck} {...bindField(form, 'ageCheck')} />
      <Checkbox label={LABELS.workCheck} {...bindField(form, 'workCheck')} />
      <Checkbox label={LABELS.driveCheck} {...bindField(form, 'driveCheck')} />
    </FormSection>
  );
}
