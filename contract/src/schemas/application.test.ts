import {
  applicationSchema,
  BRAND_CHOICES,
  BRAND_NONE,
  descriptionLengthMessage,
  endDateMessage,
  type ApplicationInput,
} from 'contract/schemas/application';
import { BRANDS } from 'contract/data/brands';
import { VALID_BODIES } from 'contract/testing/validBodies';

/** The shared valid application without certifications or brands: each test adds what it checks. */
const valid: ApplicationInput = {
  ...VALID_BODIES.application,
  certCheck: false,
  certList1: '',
  certList2: '',
  certList3: '',
  brandSelect_1: 'N/A',
  brandSelect_2: 'N/A',
  brandSelect_3: 'N/A',
};

const withCertifications = { certCheck: true, certList1: 'CTS', certList2: 'CEDIA IST', certList3: 'Control4 Pro' };

const job2 = {
  jobhistory_title_2: 'Installer',
  jobhistory_company_2: 'Badger Sound',
  jobhistory_SD_2: '2018-06-01',
  jobhistory_ED_2: '2021-02-26',
  jobhistory_desc_2: 'Pulled wire and hung speakers.',
};

const job3 = {
  jobhistory_title_3: 'Stagehand',
  jobhistory_company_3: 'Riverside Theater',
  jobhistory_SD_3: '2016-05-01',
  jobhistory_ED_3: '2018-05-01',
  jobhistory_desc_3: 'Set up PA systems for touring shows.',
};

/** [field, message] of each erroring field's first error (as the form shows it), in the order zod reports them. */
function firstErrors(values: unknown) {
  const result = applicationSchema.safeParse(values);
  const errors = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return [...errors];
}

const errorsOf = (changes: Partial<Record<keyof ApplicationInput, unknown>>) => firstErrors({ ...valid, ...changes });

describe('the technician application schema', () => {
  it('accepts a complete application', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ ...withCertifications, ...job2, ...job3 })).toEqual([]);
  });

  describe('names', () => {
    it('accepts 50 letters, in any alphabet', () => {
      expect(errorsOf({ firstName: 'A'.repeat(50), lastName: 'Ñ'.repeat(50) })).toEqual([]);
    });

    it.each(['Mary-Jane', "O'Brien", 'O\u2019Brien', 'De La Cruz', 'St. John', 'Zoë', 'Nguyễn', '王芳'])(
      'accepts the name %s, as people write it',
      (name) => expect(errorsOf({ firstName: name, lastName: name })).toEqual([]),
    );

    it.each([
      ['empty', ''],
      ['51 letters', 'A'.repeat(51)],
      ['a digit', 'Ana1'],
      ['a space', ' '],
      ['a hyphen', '-'],
      ['a symbol', 'Ana$'],
      ['two hyphens in a row', 'Ana--Maria'],
    ])('refuses a first name that is %s', (_case, firstName) => {
      expect(errorsOf({ firstName })).toEqual([['firstName', 'Please enter your legal first name']]);
    });

    it.each([
      ['empty', ''],
      ['51 letters', 'L'.repeat(51)],
      ['punctuation', "'"],
      ['an address', 'Lopez@example'],
    ])('refuses a family name that is %s', (_case, lastName) => {
      expect(errorsOf({ lastName })).toEqual([['lastName', 'Please enter your legal family name']]);
    });
  });

  describe('phone', () => {
    it.each(['6085550142', '608-5550142', '608555-0142', '608 5550142'])(
      'accepts the shorter shape %s',
      (phone) => expect(errorsOf({ phone })).toEqual([]),
    );

    it('accepts every shape of the ten digits, the commonest included, and sends it as 608-555-0142', () => {
      const shapes = ['608-555-0142', '608.555.0142', '608 555 0142', '(608)5550142', '608-555.0142', '(608)555-0142', '(608) 555-0142', '+1 608 555 0142', '1-608-555-0142'];
      for (const phone of shapes) {
        expect(errorsOf({ phone })).toEqual([]);
        expect(applicationSchema.parse({ ...valid, phone }).phone).toBe('608-555-0142');
      }
    });

    it.each(['', '608-555-01422', '608555014', '608/555/0142', 'call me', '+1 608 555 01', '+44 608 555 0142'])(
      'refuses %j',
      (phone) => expect(errorsOf({ phone })).toEqual([['phone', 'Please enter valid phone number']]),
    );
  });

  it.each(['', 'ana.lopez', 'ana@', '@example.com', 'ana lopez@example.com'])('refuses the email %j', (email) => {
    expect(errorsOf({ email })).toEqual([['email', 'Please enter a valid email address']]);
  });

  describe('age and work authorization', () => {
    it('are answers, not gates: either box may be left unticked', () => {
      expect(errorsOf({ ageCheck: false, workCheck: false })).toEqual([]);
      expect(applicationSchema.parse({ ...valid, ageCheck: false, workCheck: false })).toMatchObject({
        ageCheck: false,
        workCheck: false,
      });
    });

    it('does not need the driving box', () => {
      expect(errorsOf({ driveCheck: false })).toEqual([]);
      expect(errorsOf({ driveCheck: true })).toEqual([]);
    });
  });

  describe('certifications', () => {
    it('accepts three names of 1 to 100 characters once the box is ticked', () => {
      expect(errorsOf({ certCheck: true, certList1: 'C'.repeat(100), certList2: 'X', certList3: 'CTS-D' })).toEqual([]);
    });

    it('asks for every certification name, three times when all three are empty', () => {
      expect(errorsOf({ certCheck: true })).toEqual([
        ['certList1', 'Please enter name of certification'],
        ['certList2', 'Please enter name of certification'],
        ['certList3', 'Please enter name of certification'],
      ]);
    });

    it('refuses a name of 101 characters or of spaces only', () => {
      expect(errorsOf({ ...withCertifications, certList2: 'C'.repeat(101), certList3: '   ' })).toEqual([
        ['certList2', 'Please enter name of certification'],
        ['certList3', 'Please enter name of certification'],
      ]);
    });

    it('ignores and drops the names while the box is not ticked', () => {
      const result = applicationSchema.parse({ ...valid, certCheck: false, certList1: 'CTS', certList2: 'C'.repeat(101) });
      expect([result.certList1, result.certList2, result.certList3]).toEqual(['', '', '']);
    });

    it('keeps the names, trimmed, while the box is ticked', () => {
      const result = applicationSchema.parse({ ...valid, ...withCertifications, certList1: '  CTS ' });
      expect([result.certList1, result.certList2, result.certList3]).toEqual(['CTS', 'CEDIA IST', 'Control4 Pro']);
    });
  });

  describe('brands', () => {
    it('offers N/A first, then every shared brand', () => {
      expect(BRAND_CHOICES[0]).toBe(BRAND_NONE);
      expect(BRAND_CHOICES.slice(1)).toEqual(BRANDS.map((brand) => brand.lable));
    });

    it('accepts N/A and any brand on the list', () => {
      expect(errorsOf({ brandSelect_1: BRANDS[0]!.lable, brandSelect_2: BRANDS.at(-1)!.lable, brandSelect_3: 'N/A' })).toEqual(
        [],
      );
    });

    it.each(['', 'Acme Speakers'])('refuses %j', (brandSelect_2) => {
      expect(errorsOf({ brandSelect_2 })).toEqual([['brandSelect_2', 'Please choose a brand from the list, or N/A']]);
    });

    it('needs all three selects', () => {
      const { brandSelect_3: _omitted, ...rest } = valid;
      expect(applicationSchema.safeParse(rest).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['brandSelect_3']);
    });
  });

  describe('job 1', () => {
    const message = 'You must enter at least one (1) previous position.';

    it('accepts a 75-character title and employer and no end date', () => {
      expect(errorsOf({ jobhistory_title_1: 'T'.repeat(75), jobhistory_company_1: 'C'.repeat(75) })).toEqual([]);
    });

    it('gives the same message for each of its four required fields', () => {
      expect(
        errorsOf({ jobhistory_title_1: '', jobhistory_company_1: '', jobhistory_SD_1: '', jobhistory_desc_1: '' }),
      ).toEqual([
        ['jobhistory_title_1', message],
        ['jobhistory_company_1', message],
        ['jobhistory_SD_1', message],
        ['jobhistory_desc_1', message],
      ]);
    });

    it.each([
      ['jobhistory_title_1', 'T'.repeat(76)],
      ['jobhistory_company_1', 'C'.repeat(76)],
      ['jobhistory_SD_1', 'last spring'],
      ['jobhistory_desc_1', '   '],
    ])('refuses %s = %j', (field, value) => {
      expect(errorsOf({ [field]: value })).toEqual([[field, message]]);
    });

    it('does not need an end date or the currently-employed box', () => {
      expect(errorsOf({ jobhistory_ED_1: '', jobhistory_curemployment_1: false })).toEqual([]);
      expect(errorsOf({ jobhistory_ED_1: '2023-01-31', jobhistory_curemployment_1: false })).toEqual([]);
    });
  });

  describe('jobs 2 and 3', () => {
    it('may be left empty', () => {
      expect(errorsOf({})).toEqual([]);
    });

    it('accept a 75-character title and employer', () => {
      expect(
        errorsOf({
          ...job2,
          ...job3,
          jobhistory_title_2: 'T'.repeat(75),
          jobhistory_company_2: 'C'.repeat(75),
          jobhistory_title_3: 'T'.repeat(75),
          jobhistory_company_3: 'C'.repeat(75),
        }),
      ).toEqual([]);
    });

    it('refuse a title or employer of 76 characters with the spec messages', () => {
      expect(errorsOf({ ...job2, jobhistory_title_2: 'T'.repeat(76), jobhistory_company_2: 'C'.repeat(76) })).toEqual([
        ['jobhistory_title_2', 'Please enter a valid title (Job 2)'],
        ['jobhistory_company_2', 'Please enter a valid employer name (Job 2)'],
      ]);
      expect(errorsOf({ ...job3, jobhistory_title_3: 'T'.repeat(76), jobhistory_company_3: 'C'.repeat(76) })).toEqual([
        ['jobhistory_title_3', 'Please enter a valid title (Job 3)'],
        ['jobhistory_company_3', 'Please enter a valid employer name (Job 3)'],
      ]);
    });

    it('are optional field by field: a Job 2 with only a title and an employer is valid', () => {
      expect(errorsOf({ jobhistory_title_2: 'Installer', jobhistory_company_2: 'Badger Sound' })).toEqual([]);
      expect(errorsOf({ jobhistory_desc_3: 'Ran sound for shows.' })).toEqual([]);
      expect(errorsOf({ jobhistory_SD_3: '2016-05-01' })).toEqual([]);
    });

    it('refuse a Job 3 title of 76 characters with the spec message, however little else is filled', () => {
      expect(errorsOf({ jobhistory_title_3: 'T'.repeat(76) })).toEqual([
        ['jobhistory_title_3', 'Please enter a valid title (Job 3)'],
      ]);
    });

    it('refuse an end date before the start date only when both are given', () => {
      expect(errorsOf({ jobhistory_ED_2: '2020-04-30' })).toEqual([]);
      expect(errorsOf({ jobhistory_SD_2: '2020-05-01', jobhistory_ED_2: '2020-04-30' })).toEqual([
        ['jobhistory_ED_2', endDateMessage(2)],
      ]);
    });

    it('refuse a start date that is not a date', () => {
      expect(errorsOf({ ...job2, jobhistory_SD_2: '2018-13-45' })).toEqual([
        ['jobhistory_SD_2', 'Please select a valid start date. (Job 2)'],
      ]);
    });
  });

  it.each([1, 2, 3] as const)('refuses an end date before the start date (Job %d)', (job) => {
    const jobs = { ...job2, ...job3 };
    expect(errorsOf({ ...jobs, [`jobhistory_SD_${job}`]: '2020-05-01', [`jobhistory_ED_${job}`]: '2020-04-30' })).toEqual([
      [`jobhistory_ED_${job}`, endDateMessage(job)],
    ]);
    expect(endDateMessage(job)).toBe(`The end date cannot be before the start date. (Job ${job})`);
  });

  it('limits each job description to 1,000 characters', () => {
    expect(errorsOf({ ...job2, jobhistory_desc_1: 'd'.repeat(1000), jobhistory_desc_2: 'd'.repeat(1000) })).toEqual([]);
    expect(errorsOf({ ...job2, jobhistory_desc_1: 'd'.repeat(1001), jobhistory_desc_2: 'd'.repeat(1001) })).toEqual([
      ['jobhistory_desc_1', descriptionLengthMessage(1)],
      ['jobhistory_desc_2', descriptionLengthMessage(2)],
    ]);
    expect(descriptionLengthMessage(2)).toBe('Please keep the description to 1,000 characters or fewer. (Job 2)');
  });

  describe('cover letter', () => {
    it('is required', () => {
      expect(errorsOf({ coverletter: '  ' })).toEqual([['coverletter', 'Please write a short cover letter']]);
    });

    it('may be up to 4,000 characters', () => {
      expect(errorsOf({ coverletter: 'c'.repeat(4000) })).toEqual([]);
      expect(errorsOf({ coverletter: 'c'.repeat(4001) })).toEqual([
        ['coverletter', 'Please keep your cover letter to 4,000 characters or fewer'],
      ]);
    });
  });

  it('needs the position applied for', () => {
    expect(errorsOf({ position: '' })).toEqual([['position', 'Please choose the position you are applying for']]);
  });

  it('lists every error of an empty form at once, in field order', () => {
    const empty = Object.fromEntries(
      Object.entries(valid).map(([field, value]) => [field, typeof value === 'boolean' ? false : '']),
    );
    const errors = firstErrors({ ...empty, position: 'System Integrator', certCheck: true });
    expect(errors.map(([_field, message]) => message)).toEqual([
      'Please enter your legal first name',
      'Please enter your legal family name',
      'Please enter valid phone number',
      'Please enter a valid email address',
      'Please choose a brand from the list, or N/A',
      'Please choose a brand from the list, or N/A',
      'Please choose a brand from the list, or N/A',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'Please write a short cover letter',
      'Please enter name of certification',
      'Please enter name of certification',
      'Please enter name of certification',
    ]);
  });

  it('refuses fields it does not know and values of the wrong type, without throwing', () => {
    expect(errorsOf({ salary: '1000000' } as never)[0]?.[0]).toBe('');
    expect(() => applicationSchema.safeParse({ ...valid, certCheck: true, certList1: 5, jobhistory_title_2: 7 })).not.toThrow();
    expect(applicationSchema.safeParse({ ...valid, certCheck: true, certList1: 5 }).success).toBe(false);
  });
});
