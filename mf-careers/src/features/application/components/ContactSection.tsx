import { fieldStyles } from 'shared-ui/kit/Field';
import { TextField } from 'shared-ui/kit/TextField';
import { NoBreak } from '../../../common/NoBreak';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { APPLICATION_SECTIONS } from '../sections';

export function ContactSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection {...APPLICATION_SECTIONS.contact}>
      <div className={fieldStyles.row}>
        <TextField label={LABELS.firstName} autoComplete="given-name" required {...bindField(form, 'firstName')} />
        <TextField label={LABELS.lastName} autoComplete="family-name" required {...bindField(form, 'lastName')} />
      </div>
      <div className={fieldStyles.row}>
        <TextField
          label={LABELS.phone}
          type="tel"
          autoComplete="tel-national"
          hint={
            <>
              10 digits, for example <NoBreak>608-555-0142</NoBreak>
            </>
          }
          required
          {...bindField(form, 'phone')}
        />
        <TextField label={LABELS.email} type="email" autoComplete="email" required {...bindField(form, 'email')} />
      </div>
    </FormSection>
  );
}
