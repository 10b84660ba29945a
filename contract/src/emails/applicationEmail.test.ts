import { applicationSchema, type ApplicationInput } from 'contract/schemas/application';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { applicationEmail, applicationTemplateParams } from 'contract/emails/applicationEmail';

/** The shared valid application, with an earlier job. */
const input: ApplicationInput = {
  ...VALID_BODIES.application,
  jobhistory_title_2: 'Installer',
  jobhistory_company_2: 'Badger Sound',
  jobhistory_SD_2: '2018-06-01',
  jobhistory_ED_2: '2021-02-26',
  jobhistory_desc_2: 'Hung speakers.',
};
const values = applicationSchema.parse(input);

describe('the application email', () => {
  it('uses the application template', () => {
    expect(applicationEmail(values, 'AP-1').template).toBe('application');
  });

  it('carries every form value flat, with the case id and a reply-to address', () => {
    const params = applicationTemplateParams(values, 'AP-7K3M9QX2VD');
    expect(params).toMatchObject({ ...values, case_id: 'AP-7K3M9QX2VD', reply_to: 'ana.lopez@example.com' });
    for (const field of Object.keys(input)) expect(params).toHaveProperty(field);
  });

  it('groups contact and authorization', () => {
    expect(applicationTemplateParams(values, 'AP-1').contact_and_authorization).toBe(
      [
        'Position: System Integrator',
        'Name: Ana Lopez',
        'Phone: 608-555-0142',
        'Email: ana.lopez@example.com',
        'I am at least 18 years of age: Yes',
        'I am authorized to work in the United States: Yes',
        "I have a valid driver's license and reliable transportation: Yes",
      ].join('\n'),
    );
  });

  it('says No for an unticked age or work authorization box', () => {
    const unticked = applicationSchema.parse({ ...input, ageCheck: false, workCheck: false });
    const text = applicationTemplateParams(unticked, 'AP-1').contact_and_authorization;
    expect(text).toContain('I am at least 18 years of age: No');
    expect(text).toContain('I am authorized to work in the United States: No');
  });

  it('groups certifications and brands', () => {
    expect(applicationTemplateParams(values, 'AP-1').certifications_and_brands).toBe(
      ['Certifications: CEDIA Residential Integrator; Control4 Certified Installer; Q-SYS Level 1', 'Brand 1: Sonos', 'Brand 2: Control4', 'Brand 3: N/A'].join('\n'),
    );
    const none = applicationSchema.parse({ ...input, certCheck: false });
    expect(applicationTemplateParams(none, 'AP-1').certifications_and_brands).toMatch(/^Certifications: None\n/);
  });

  it('groups the employment history and the cover letter', () => {
    expect(applicationTemplateParams(values, 'AP-1').employment_and_cover_letter).toBe(
      [
        'Job 1: AV Technician, Lakeside Audio\nFrom 2021-03-01 to present (currently employed)\nResponsibilities: Installed and programmed whole-home audio and video systems.',
        'Job 2: Installer, Badger Sound\nFrom 2018-06-01 to 2021-02-26\nResponsibilities: Hung speakers.',
        'Job 3: none given',
        'Cover letter:\nI have five years of residential AV installation experience.',
      ].join('\n\n'),
    );
  });

  it('shows a partial earlier job with what was left empty', () => {
    const partial = applicationSchema.parse({
      ...input,
      jobhistory_title_2: 'Installer',
      jobhistory_company_2: 'Badger Sound',
      jobhistory_SD_2: '',
      jobhistory_ED_2: '',
      jobhistory_desc_2: '',
    });
    expect(applicationTemplateParams(partial, 'AP-1').employment_and_cover_letter).toContain(
      'Job 2: Installer, Badger Sound\nFrom start date not given to end date not given\nResponsibilities: not given',
    );
  });
});
