import { CUSTOMER_REQUEST_MESSAGES as M } from 'contract/schemas/customerRequest';
import { interestLabel, LEAD_INTERESTS, LEAD_TIMEFRAMES, leadFormSchema, leadSchema, PROJECT_TYPES } from 'contract/schemas/lead';
import {
  COMMERCIAL_TICKET_CATEGORIES,
  TICKET_CATEGORIES,
  ticketFormSchema,
  ticketSchema,
} from 'contract/schemas/ticket';

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

const lead = {
  ...residentialTicket,
  category: 'New Construction',
  date: 'In 1-3 months',
  description: 'Whole-home audio for a new build.',
};
/** A person's bot signals: the honeypot left empty, the form open for half a minute. */
const SIGNALS = { website: '', filledInMs: 30_000 };

/** The first message of each field that fails (what the form shows), by field. */
function messages(schema: typeof ticketFormSchema, values: object) {
  const result = schema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  phone: 'Please enter your phone number',
};

/** The ticket and the lead, each with a valid request and the messages of an empty one. */
const KINDS = [
  {
    kind: 'ticket',
    schema: ticketFormSchema,
    valid: residentialTicket,
    emptyMessages: {
      ...CONTACT_MESSAGES,
      address: 'Please enter your address',
      category: "Please select a type of issue, select 'other' if not listed",
      description: 'Please describe your issue before submitting',
    },
  },
  // The lead asks only what the sales team needs to call back (#33).
  { kind: 'lead', schema: leadFormSchema, valid: lead, emptyMessages: CONTACT_MESSAGES },
];

describe.each(KINDS)('the $kind schema', ({ schema, valid, emptyMessages }) => {
  it('accepts a complete request and trims what was typed', () => {
    expect(schema.parse({ ...valid, name: '  Lee Chen ' })).toMatchObject({ name: 'Lee Chen', category: valid.category });
  });

  it('gives the spec messages for an empty request', () => {
    expect(messages(schema, {})).toEqual(emptyMessages);
  });

  it('gives the same messages for the empty fields a form sends', () => {
    const blank = {
      ...Object.fromEntries(Object.keys(valid).map((field) => [field, ''])),
      commercialCustomer: false,
    };
    expect(messages(schema, blank)).toEqual(messages(schema, {}));
    expect(Object.keys(messages(schema, blank))).toHaveLength(Object.keys(emptyMessages).length);
  });

  it('treats whitespace as empty', () => {
    expect(messages(schema, { ...valid, name: '   ', email: ' \n ' })).toEqual({ name: M.name, email: M.email });
  });

  it('caps name, email, phone and address at 50 characters, with a message saying so', () => {
    const fifty = 'a'.repeat(50);
    expect(schema.safeParse({ ...valid, name: fifty, address: fifty }).success).toBe(true);
    expect(
      messages(schema, {
        ...valid,
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

  it.each(['lee@', 'lee example.com', '@example.com'])('refuses the email %j', (email) => {
    expect(messages(schema, { ...valid, email })).toEqual({ email: M.emailInvalid });
  });

  it.each(['6085550123', '(608) 555-0123', '+1 608 555 0123', '608.555.0123 ext. 12', '608-555-0123 x4'])(
    'accepts the phone %j',
    (phone) => expect(schema.safeParse({ ...valid, phone }).success).toBe(true),
  );

  it.each(['555-0123', 'call me', '608-555-0123 please', '1234567890123456'])('refuses the phone %j', (phone) => {
    expect(messages(schema, { ...valid, phone })).toEqual({ phone: M.phoneInvalid });
  });

  it('leaves the date, the purchase answer and the business name optional', () => {
    const minimal = { ...valid, date: undefined, purchaseDomain: undefined, businessName: undefined };
    expect(schema.parse(minimal)).toMatchObject({ date: '', purchaseDomain: '', businessName: '' });
    expect(schema.parse({ ...valid, date: '', purchaseDomain: '' })).toMatchObject({ date: '', purchaseDomain: '' });
  });

  it('takes the purchase answer as Yes or No', () => {
    expect(schema.safeParse({ ...valid, purchaseDomain: 'No' }).success).toBe(true);
    expect(messages(schema, { ...valid, purchaseDomain: 'Maybe' })).toEqual({ purchaseDomain: M.purchase });
  });

  it('caps the description at 4,000 characters', () => {
    expect(schema.safeParse({ ...valid, description: 'a'.repeat(4000) }).success).toBe(true);
    expect(messages(schema, { ...valid, description: 'a'.repeat(4001) })).toEqual({
      description: M.descriptionTooLong,
    });
  });

  it('refuses fields the form does not have', () => {
    expect(schema.safeParse({ ...valid, admin: true }).success).toBe(false);
  });
});

describe("the ticket's month", () => {
  it('is YYYY-MM', () => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, date: '2023-12' }).success).toBe(true);
    for (const date of ['2023-13', '2023-5', 'May 2023', '2023-05-01', 'In 1-3 months']) {
      expect(messages(ticketFormSchema, { ...residentialTicket, date })).toEqual({ date: M.month });
    }
  });
});

describe("the lead's fewer required fields and its timeframe (#33)", () => {
  it('takes a lead with only a name, an email and a phone number, the rest kept empty', () => {
    const callMeBack = { name: 'Ana Lopez', email: 'ana@example.com', phone: '608 555 0142' };
    expect(leadFormSchema.parse(callMeBack)).toMatchObject({ ...callMeBack, address: '', category: '', description: '', date: '' });
  });

  it('still refuses a project type that is not one, and a description or address too long', () => {
    expect(messages(leadFormSchema, { ...lead, category: 'Spaceship' })).toEqual({
      category: 'Please select the type of project you are interested in',
    });
    expect(messages(leadFormSchema, { ...lead, address: 'a'.repeat(51), description: 'a'.repeat(4001) })).toEqual({
      address: 'Address cannot exceed 50 characters.',
      description: M.descriptionTooLong,
    });
  });

  it('takes "when" as one of the listed timeframes, in words, and refuses a month', () => {
    expect(LEAD_TIMEFRAMES).toEqual(['As soon as possible', 'In 1-3 months', 'In 3-6 months', 'Just exploring']);
    for (const date of LEAD_TIMEFRAMES) expect(leadFormSchema.parse({ ...lead, date }).date).toBe(date);
    for (const date of ['2026-09', 'next week']) {
      expect(messages(leadFormSchema, { ...lead, date })).toEqual({
        date: 'Please choose one of the listed times, or leave it as Not sure yet',
      });
    }
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
    expect(leadSchema.parse({ ...lead, ...SIGNALS, businessName: 'Gomez Dental' }).businessName).toBe('');
  });
});

describe('the submission schemas the worker uses', () => {
  it('carry the bot signals, the fill time required and the honeypot empty unless a bot filled it', () => {
    expect(ticketSchema.parse({ ...residentialTicket, ...SIGNALS })).toMatchObject(SIGNALS);
    expect(leadSchema.parse({ ...lead, filledInMs: 12_000 })).toMatchObject({ website: '', filledInMs: 12_000 });
    expect(leadSchema.parse({ ...lead, website: 'http://spam.example', filledInMs: 12_000 }).website).toBe('http://spam.example');
    expect(ticketSchema.safeParse(residentialTicket).success).toBe(false);
    expect(ticketSchema.safeParse({ ...residentialTicket, filledInMs: -1 }).success).toBe(false);
  });

  it('leave no way to send a case id: the worker makes it', () => {
    expect(ticketSchema.safeParse({ ...residentialTicket, ...SIGNALS, UUID: 'SP-004217' }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, ...SIGNALS, caseId: 'LD-090001' }).success).toBe(false);
  });

  it('apply the same field rules as the forms', () => {
    expect(messages(ticketSchema, { ...residentialTicket, ...SIGNALS, email: '' })).toEqual({
      email: 'Please enter your email',
    });
  });
});

describe("the lead's interest (#33)", () => {
  it('is one of the listed interests, none, or absent', () => {
    expect(leadFormSchema.parse({ ...lead, interest: 'home-theater' }).interest).toBe('home-theater');
    expect(leadFormSchema.parse({ ...lead, interest: '' }).interest).toBe('');
    expect(leadFormSchema.parse(lead).interest).toBeUndefined();
    expect(messages(leadFormSchema, { ...lead, interest: 'spaceship' })).toEqual({
      interest: 'Please choose one of the listed interests, or leave it as Not sure yet',
    });
  });

  it('is not something a ticket can carry', () => {
    expect(ticketFormSchema.safeParse({ ...residentialTicket, interest: 'home-theater' }).success).toBe(false);
  });

  it('has a label for every value and none for an unknown one', () => {
    expect(LEAD_INTERESTS.map((interest) => interest.value)).toEqual([
      'home-theater',
      'whole-home-audio',
      'automation',
      'lighting',
      'networking',
      'business',
    ]);
    expect(interestLabel('home-theater')).toBe('Home theater');
    expect(interestLabel('spaceship')).toBe('');
    expect(interestLabel(undefined)).toBe('');
  });
});
