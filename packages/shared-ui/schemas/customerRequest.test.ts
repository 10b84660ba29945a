import { CUSTOMER_REQUEST_MESSAGES as M } from 'shared-ui/schemas/customerRequest';
import { leadFormSchema, leadSchema, PROJECT_TYPES } from 'shared-ui/schemas/lead';
import {
  COMMERCIAL_TICKET_CATEGORIES,
  TICKET_CATEGORIES,
  ticketFormSchema,
  ticketSchema,
} from 'shared-ui/schemas/ticket';

const residentialTicket = {
  name: 'Lee Chen',
  businessName: '',
  email: 'lee@example.com',
  phone: '608.555.0123',
  address: '12 Lake Street, Madison',
  category: 'Audio Not Working',
  date: '2024-05',
  purchaseDomain: 'Yes',
  commercialCustomer: false,
  description: 'The living room speakers stopped playing.',
};

const lead = { ...residentialTicket, category: 'New Construction', description: 'Whole-home audio for a new build.' };

/** The first message of each field that fails (what the form shows), by field. */
function messages(schema: typeof ticketFormSchema, values: object) {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the ticket and lead schemas', () => {
  it('accept a complete request and trim what was typed', () => {
    expect(ticketFormSchema.parse({ ...residentialTicket, name: '  Lee Chen ' }).name).toBe('Lee Chen');
    expect(leadFormSchema.parse(lead).category).toBe('New Construction');
  });

  it('give the spec messages for an empty ticket', () => {
    expect(messages(ticketFormSchema, {})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email',
      phone: 'Please enter your phone number',
      address: 'Please enter your address',
      category: "Please select a type of issue, select 'other' if not listed",
      description: 'Please describe your issue before submitting',
    });
  });

  it('give the same messages for the empty fields a form sends', () => {
    const blank = {
      ...Object.fromEntries(Object.keys(residentialTicket).map((field) => [field, ''])),
      commercialCustomer: false,
    };
    expect(messages(ticketFormSchema, blank)).toEqual(messages(ticketFormSchema, {}));
    expect(Object.keys(messages(ticketFormSchema, blank))).toHaveLength(6);
  });

  it('give the spec messages for an empty lead', () => {
    expect(messages(leadFormSchema, {})).toMatchObject({
      email: 'Please enter your email',
      phone: 'Please enter your phone number',
      category: 'Please select the type of project you are interested in',
      description: 'Please describe your project before submitting',
    });
  });

  it('treat whitespace as empty', () => {
    expect(messages(ticketFormSchema, { ...residentialTicket, name: '   ', description: ' \n ' })).toEqual({
      name: M.name,
      description: 'Please describe your issue before submitting',
    });
  });

  it('cap name, email, phone and address at 50 characters, with a message saying so', () => {
    const fifty = 'a'.repeat(50);
    expect(ticketFormSchema.safeParse({ ...residentialTicket, name: fifty, address: fifty }).success).toBe(true);
    expect(
      messages(ticketFormSchema, {
        ...residentialTicket,
        name: `${fifty}a`,
        address: `${fifty}a`,
        email: `${'a'.repeat(39)}@example.com`,
        phone: `608 555 0123 ${'x'.repeat(38)}`,
      }),
    ).toEqual({
      name: 'Name cannot exceed 50 characters.',
      address: 'Address cannot exceed 50 characters.',
      email: 'Email cannot exceed 50 characters.',
      phone: 'Phone number cannot exceed 50 characters.',
    });
  });

  it.each(['lee@', 'lee example.com', '@example.com'])('refuse the email %j', (email) => {
    expect(messages(ticketFormSchema, { ...residentialTicket, email })).toEqual({ email: M.emailInvalid });
  });

  it.each(['6085550123', '(608) 555-0123', '+1 608 555 0123', '608.555.0123 ext. 12', '608-555-0123 x4'])(
    'accept the phone %j',
    (phone) => expect(ticketFormSchema.safeParse({ ...residentialTicket, phone }).success).toBe(true),
  );

  it.each(['555-0123', 'call me', '608-555-0123 please', '1234567890123456'])('refuse the phone %j', (phone) => {
    expect(messages(ticketFormSchema, { ...residentialTicket, phone })).toEqual({ phone: M.phoneInvalid });
  });

  it('leave the month, the purchase answer and the business name optional', () => {
    const minimal = { ...residentialTicket, date: undefined, purchaseDomain: undefined, businessName: undefined };
    expect(ticketFormSchema.parse(minimal)).toMatchObject({ date: '', purchaseDomain: '', businessName: '' });
    expect(leadFormSchema.parse({ ...lead, date: '', purchaseDomain: '' })).toMatchObject({ date: '', purchaseDomain: '' });
  });

  it('take the month as YYYY-MM and the purchase answer as Yes or No', () => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, date: '2023-12', purchaseDomain: 'No' }).success).toBe(true);
    for (const date of ['2023-13', '2023-5', 'May 2023', '2023-05-01']) {
      expect(messages(ticketFormSchema, { ...residentialTicket, date })).toEqual({ date: M.month });
    }
    expect(messages(ticketFormSchema, { ...residentialTicket, purchaseDomain: 'Maybe' })).toEqual({ purchaseDomain: M.purchase });
  });

  it('cap the description at 4,000 characters', () => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, description: 'a'.repeat(4000) }).success).toBe(true);
    expect(messages(ticketFormSchema, { ...residentialTicket, description: 'a'.repeat(4001) })).toEqual({
      description: M.descriptionTooLong,
    });
  });

  it('refuse fields the form does not have', () => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, admin: true }).success).toBe(false);
  });
});

describe('categories', () => {
  it('offer every ticket category of the spec, and the commercial ones apart', () => {
    expect(TICKET_CATEGORIES).toEqual([
      'Audio Not Working',
      'Video Not Working',
      'Internet Connection Not Working / Poor Performance',
      'Device Failure / Not Powering On',
      'Home Automation Not Working',
      'Purchased New Device, Need Integration Help',
      'Other, please describe issue below',
    ]);
    expect(COMMERCIAL_TICKET_CATEGORIES).toEqual([
      'Commercial Control System (Building/Room Control) Not Working',
      'Video Conferencing System',
    ]);
    expect(PROJECT_TYPES).toEqual(['New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase']);
  });

  it.each(TICKET_CATEGORIES)('accept the ticket category %s for everyone', (category) => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, category }).success).toBe(true);
  });

  it.each(COMMERCIAL_TICKET_CATEGORIES)('accept %s only from a commercial customer', (category) => {
    expect(messages(ticketFormSchema, { ...residentialTicket, category })).toEqual({
      category: "Please select a type of issue, select 'other' if not listed",
    });
    expect(ticketFormSchema.safeParse({ ...residentialTicket, category, commercialCustomer: true }).success).toBe(true);
  });

  it('keep ticket categories and project types apart', () => {
    expect(messages(leadFormSchema, { ...lead, category: 'Audio Not Working' })).toEqual({
      category: 'Please select the type of project you are interested in',
    });
    expect(messages(ticketFormSchema, { ...residentialTicket, category: 'Remodeling' })).toEqual({
      category: "Please select a type of issue, select 'other' if not listed",
    });
  });
});

describe('the business name', () => {
  it('is kept, and capped at 50 characters, for a commercial customer', () => {
    const commercial = { ...residentialTicket, commercialCustomer: true };
    expect(ticketFormSchema.parse({ ...commercial, businessName: ' Gomez Dental ' }).businessName).toBe('Gomez Dental');
    expect(messages(ticketFormSchema, { ...commercial, businessName: 'b'.repeat(51) })).toEqual({
      businessName: 'Business name cannot exceed 50 characters.',
    });
  });

  it('is dropped, whatever its length, once the commercial box is unticked', () => {
    expect(ticketFormSchema.parse({ ...residentialTicket, businessName: 'b'.repeat(80) }).businessName).toBe('');
    expect(leadSchema.parse({ ...lead, businessName: 'Gomez Dental', UUID: 'LD-000001' }).businessName).toBe('');
  });
});

describe('the submission schemas the worker uses', () => {
  it('need the case id of their own kind', () => {
    expect(ticketSchema.safeParse({ ...residentialTicket, UUID: 'SP-004217' }).success).toBe(true);
    expect(leadSchema.safeParse({ ...lead, UUID: 'LD-090001' }).success).toBe(true);
    for (const UUID of [undefined, 'LD-004217', 'SP-04217', 'SP-0042170', 'sp-004217']) {
      expect(messages(ticketSchema, { ...residentialTicket, UUID })).toEqual({ UUID: M.caseId });
    }
    expect(messages(leadSchema, { ...lead, UUID: 'SP-090001' })).toEqual({ UUID: M.caseId });
  });

  it('apply the same field rules as the forms', () => {
    expect(messages(ticketSchema, { ...residentialTicket, email: '', UUID: 'SP-000001' })).toEqual({
      email: 'Please enter your email',
    });
  });
});
