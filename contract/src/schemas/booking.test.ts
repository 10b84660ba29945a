import { BOOKING_MESSAGES, bookingFormSchema, bookingRequestSchema, bookingSlotsQuerySchema, slotGoneSchema } from 'contract/schemas/booking';

const FORM = {
  kind: 'in-home',
  zip: '53545',
  start: '2026-12-08T16:00:00.000Z',
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '(608) 555-0123',
  address: '12 Lake Street, Janesville',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('bookingFormSchema', () => {
  it('takes an in-home visit with its address, defaulting what is optional', () => {
    expect(bookingFormSchema.safeParse(FORM)).toEqual({ success: true, data: { ...FORM, interest: '', notes: '' } });
  });

  it('asks an in-home visit for its address, and drops the address of a call', () => {
    expect(issuesOf(bookingFormSchema.safeParse({ ...FORM, address: '' }))).toEqual([['address', 'Please enter the address where we should visit']]);
    expect(bookingFormSchema.safeParse({ ...FORM, kind: 'video' }).data).toMatchObject({ kind: 'video', address: '' });
    expect(bookingFormSchema.safeParse({ ...FORM, kind: 'phone', address: '' }).success).toBe(true);
  });

  it('keeps a ZIP+4 as its five digits, and refuses what is not a ZIP code', () => {
    expect(bookingFormSchema.safeParse({ ...FORM, zip: ' 53545-1234 ' }).data).toMatchObject({ zip: '53545' });
    expect(issuesOf(bookingFormSchema.safeParse({ ...FORM, zip: '535' }))).toEqual([['zip', 'Please enter your 5-digit ZIP code']]);
  });

  it('says plainly what is wrong with each field', () => {
    const result = bookingFormSchema.safeParse({ kind: 'fax', zip: '', start: 'soon', name: '', email: 'lee', phone: '12', address: '' });
    expect(issuesOf(result)).toEqual([
      ['kind', 'Please choose an in-home visit, a video call or a phone call'],
      ['zip', 'Please enter your 5-digit ZIP code'],
      ['start', 'Please choose one of the times offered'],
      ['name', 'Please enter your name'],
      ['email', 'Please enter a valid email address'],
      ['phone', 'Please enter a valid phone number, with its area code'],
    ]);
  });

  it('takes the lead form’s interests only', () => {
    expect(bookingFormSchema.safeParse({ ...FORM, interest: 'networking' }).success).toBe(true);
    expect(issuesOf(bookingFormSchema.safeParse({ ...FORM, interest: 'yachts' }))).toEqual([
      ['interest', 'Please choose one of the listed interests, or leave it as Not sure yet'],
    ]);
  });
});

describe('bookingRequestSchema', () => {
  it('carries the bot signals the other public forms send, and no field of the client’s choosing', () => {
    expect(bookingRequestSchema.safeParse({ ...FORM, website: '', filledInMs: 9000 }).success).toBe(true);
    expect(bookingRequestSchema.safeParse(FORM).success).toBe(false);
    expect(bookingRequestSchema.safeParse({ ...FORM, filledInMs: 9000, bookingId: 'BK-0000000000' }).success).toBe(false);
  });
});

describe('bookingSlotsQuerySchema', () => {
  it('reads the query, 14 days unless asked', () => {
    expect(bookingSlotsQuerySchema.safeParse({ kind: 'video', zip: '53703' }).data).toEqual({ kind: 'video', zip: '53703', days: 14 });
    expect(bookingSlotsQuerySchema.safeParse({ kind: 'video', zip: '53703', from: '2026-12-08', days: '62' }).data).toMatchObject({ from: '2026-12-08', days: 62 });
    expect(issuesOf(bookingSlotsQuerySchema.safeParse({ kind: 'video', zip: '53703', days: '0' }))).toEqual([['days', 'Please ask for 1 to 62 days']]);
  });
});

it('names the refusals the page shows', () => {
  expect(BOOKING_MESSAGES.taken).toBe('That time was just taken.');
  expect(BOOKING_MESSAGES.outsideArea).toBe("We don't offer consultations in that ZIP code. Please call us at (608) 555-0142, or ask for a quote online.");
  expect(slotGoneSchema.safeParse({ error: 'That time was just taken.', nextSlots: [] }).success).toBe(true);
});
