import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RevealedByTick, REVEALS_BOX } from 'shared-ui/forms/RevealedByTick';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { TextField } from 'shared-ui/kit/TextField';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { APPLICATION_SECTIONS } from '../sections';

const CERTIFICATIONS = [1, 2, 3] as const;
const HINT = 'For example AVIXA CTS, CEDIA IST, Control4 or Crestron. Name three; write N/A in any box you do not need.';

/**
 * The certification inputs appear once the box is ticked (by a click, or by a draft
 * brought back) and, as the spec has it, never hide again. In the server's HTML they are
 * drawn and shown by CSS while the box is ticked (shared-ui/forms/RevealedByTick), so a
 * page without scripts can send them.
 */
export function CertificationsSection({ form }: { form: ApplicationFormApi }) {
  const ticked = useWatch({ control: form.control, name: 'certCheck' });
  const [shown, setShown] = useState(false);
  if (ticked && !shown) setShown(true);
  return (
    <FormSection {...APPLICATION_SECTIONS.certifications}>
      <Checkbox label={LABELS.certCheck} {...REVEALS_BOX} {...bindField(form, 'certCheck')} />
      <RevealedByTick shown={shown}>
        {CERTIFICATIONS.map((n) => (
          <TextField
            key={n}
            label={LABELS.certification(n)}
            hint={n === 1 ? HINT : undefined}
            {...bindField(form, `certList${n}`)}
          />
        ))}
      </RevealedByTick>
    </FormSection>
  );
}
