// The application email's template params. The spec sends the payload "as three
// form-data parts" without saying how it is grouped. Here every field goes flat
// (the spec's template_params are the form values, so a template can use
// {{firstName}} and the rest), and the three groups also go as three ready-to-read
// text params a template can print whole:
//   contact_and_authorization   position, name, phone, email and the three boxes
//   certifications_and_brands   certifications and the three brands
//   employment_and_cover_letter jobs 1 to 3 and the cover letter
// plus case_id (the journal's, to quote when calling back) and reply_to.
import type { OutgoingEmail, TemplateParams } from 'contract/emails/outgoingEmail';
import { JOB_NUMBERS, type Application, type JobNumber } from 'contract/schemas/application';
import { jobGiven, LABELS } from 'contract/schemas/applicationLabels';

const yesNo = (ticked: boolean) => (ticked ? 'Yes' : 'No');

function contactAndAuthorization(values: Application): string {
  return [
    `Position: ${values.position}`,
    `Name: ${values.firstName} ${values.lastName}`,
    `Phone: ${values.phone}`,
    `Email: ${values.email}`,
    `${LABELS.ageCheck}: ${yesNo(values.ageCheck)}`,
    `${LABELS.workCheck}: ${yesNo(values.workCheck)}`,
    `${LABELS.driveCheck}: ${yesNo(values.driveCheck)}`,
  ].join('\n');
}

function certificationsAndBrands(values: Application): string {
  const certifications = [values.certList1, values.certList2, values.certList3].filter(Boolean);
  return [
    `Certifications: ${certifications.length ? certifications.join('; ') : 'None'}`,
    `${LABELS.brand(1)}: ${values.brandSelect_1}`,
    `${LABELS.brand(2)}: ${values.brandSelect_2}`,
    `${LABELS.brand(3)}: ${values.brandSelect_3}`,
  ].join('\n');
}

/** Jobs 2 and 3 are optional field by field: what was left empty says so. */
function job(values: Application, n: JobNumber): string {
  if (!jobGiven(values, n)) return `Job ${n}: none given`;
  const title = values[`jobhistory_title_${n}`];
  const company = values[`jobhistory_company_${n}`];
  const start = values[`jobhistory_SD_${n}`];
  const description = values[`jobhistory_desc_${n}`];
  const current = values[`jobhistory_curemployment_${n}`];
  const end = current ? 'present (currently employed)' : values[`jobhistory_ED_${n}`] || 'end date not given';
  return [
    `Job ${n}: ${title || 'title not given'}, ${company || 'employer not given'}`,
    `From ${start || 'start date not given'} to ${end}`,
    `${LABELS.job.description}: ${description || 'not given'}`,
  ].join('\n');
}

function employmentAndCoverLetter(values: Application): string {
  return [...JOB_NUMBERS.map((n) => job(values, n)), `${LABELS.coverletter}:\n${values.coverletter}`].join('\n\n');
}

export function applicationTemplateParams(values: Application, caseId: string): TemplateParams {
  return {
    ...values,
    case_id: caseId,
    reply_to: values.email,
    contact_and_authorization: contactAndAuthorization(values),
    certifications_and_brands: certificationsAndBrands(values),
    employment_and_cover_letter: employmentAndCoverLetter(values),
  };
}

export const applicationEmail = (values: Application, caseId: string): OutgoingEmail => ({
  template: 'application',
  params: applicationTemplateParams(values, caseId),
});
