import { Select } from 'shared-ui/kit/Select';
import { BRAND_CHOICES } from 'contract/schemas/application';
import { bindField, LABELS, type ApplicationFormApi } from '../fields';
import { FormSection } from './FormSection';
import { APPLICATION_SECTIONS } from '../sections';

const OPTIONS = BRAND_CHOICES.map((brand) => ({ value: brand, label: brand }));
const BRANDS = [1, 2, 3] as const;

export function BrandsSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection
      {...APPLICATION_SECTIONS.brands}
      hint="Pick up to three brands you have installed, programmed or sold. Leave N/A if none apply."
    >
      {BRANDS.map((n) => (
        <Select key={n} label={LABELS.brand(n)} options={OPTIONS} required {...bindField(form, `brandSelect_${n}`)} />
      ))}
    </FormSection>
  );
}
