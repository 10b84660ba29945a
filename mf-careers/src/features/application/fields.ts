// The application's field labels (the form and the email read the same words) and
// its empty values, in the order the form shows the fields: the error summary
// lists errors in this order.
import type { UseFormReturn } from 'react-hook-form';
import {
  BRAND_NONE,
  type Application,
  type ApplicationField,
  type ApplicationInput,
} from 'contract/schemas/application';

export type ApplicationFormApi = UseFormReturn<ApplicationInput, unknown, Application>;

export { LABELS, jobFields, jobGiven } from 'contract/schemas/applicationLabels';

/** A blank application for the posting titled `position`. */
export function emptyApplication(position: string): ApplicationInput {
  return {
    position,
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    ageCheck: false,
    workCheck: false,
    driveCheck: false,
    certCheck: false,
    certList1: '',
    certList2: '',
    certList3: '',
    brandSelect_1: BRAND_NONE,
    brandSelect_2: BRAND_NONE,
    brandSelect_3: BRAND_NONE,
    jobhistory_title_1: '',
    jobhistory_company_1: '',
    jobhistory_SD_1: '',
    jobhistory_ED_1: '',
    jobhistory_curemployment_1: false,
    jobhistory_desc_1: '',
    jobhistory_title_2: '',
    jobhistory_company_2: '',
    jobhistory_SD_2: '',
    jobhistory_ED_2: '',
    jobhistory_curemployment_2: false,
    jobhistory_desc_2: '',
    jobhistory_title_3: '',
    jobhistory_company_3: '',
    jobhistory_SD_3: '',
    jobhistory_ED_3: '',
    jobhistory_curemployment_3: false,
    jobhistory_desc_3: '',
    coverletter: '',
  };
}

/** A field's registration and its current error message, to spread on a kit field. */
export function bindField(form: ApplicationFormApi, name: ApplicationField) {
  const message = form.formState.errors[name]?.message;
  return { ...form.register(name), error: typeof message === 'string' ? message : undefined };
}
