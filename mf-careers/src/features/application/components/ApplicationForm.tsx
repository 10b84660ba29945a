import { company } from 'contract/company/company';
import { UnsentInput } from 'shared-ui/forms/UnsentInput';
import { ZodForm } from 'shared-ui/forms/ZodForm';
import { applicationSchema } from 'contract/schemas/application';
import { PhoneLink } from '../../../common/NoBreak';
import { useSubmitApplication } from '../api/useSubmitApplication';
import { emptyApplication } from '../fields';
import { AuthorizationSection } from './AuthorizationSection';
import { BrandsSection } from './BrandsSection';
import { CertificationsSection } from './CertificationsSection';
import { ContactSection } from './ContactSection';
import { CoverLetterSection } from './CoverLetterSection';
import { EmploymentSection } from './EmploymentSection';
import styles from './application.module.css';

export const ERROR_HEADING = 'Please resolve the following errors before submitting:';

/** The draft of an application, one per position (shared-ui/forms/UnsentInput). */
export const applicationDraft = (position: string) => `application:${position}`;

/** The technician application for the posting titled `position`. */
export function ApplicationForm({ position }: { position: string }) {
  const draft = applicationDraft(position);
  const { emailConfig, submit } = useSubmitApplication(draft);
  return (
    <>
      {emailConfig.status === 'error' && (
        <p className={styles.notice} role="status">
          We could not reach our application service just now. You can still fill in the form and submit it; if it does
          not go through, email your application to <a href={company.email.href}>{company.email.display}</a> or call us
          at <PhoneLink />.
        </p>
      )}
      <ZodForm
        schema={applicationSchema}
        defaultValues={emptyApplication(position)}
        errorHeading={ERROR_HEADING}
        submitLabel="Submit"
        onValid={submit}
        aria-label={`Application for ${position}`}
        nativeForm="application"
      >
        {(form) => (
          <>
            <UnsentInput form={form} draft={draft} />
            {/* The posting applied for, for a form posted without scripts (the page's values hold it otherwise). */}
            <input type="hidden" name="position" value={position} />
            <ContactSection form={form} />
            <AuthorizationSection form={form} />
            <CertificationsSection form={form} />
            <BrandsSection form={form} />
            <EmploymentSection form={form} />
            <CoverLetterSection form={form} />
          </>
        )}
      </ZodForm>
    </>
  );
}
