import { Checkbox } from 'shared-ui/kit/Checkbox';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { APPLICATION_SECTIONS } from '../sections';

export function AuthorizationSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection
      {...APPLICATION_SECTIONS.authorization}
      hint="Tick each that applies to you; your answers go to our hiring team with your application."
    >
      <Checkbox label={LABELS.ageCheck} {...bindField(form, 'ageCheck')} />
      <Checkbox label={LABELS.workCheck} {...bindField(form, 'workCheck')} />
      <Checkbox label={LABELS.driveCheck} {...bindField(form, 'driveCheck')} />
    </FormSection>
  );
}
