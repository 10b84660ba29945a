import { lanSchema, type LanRequestInput } from 'contract/schemas/lan';
import { VALID_BODIES } from 'contract/testing/validBodies';

const withGuest: LanRequestInput = VALID_BODIES.lan;

const valid: LanRequestInput = { ...withGuest, guestCheck: false, GuestNetworkName: '', guestpasscode: '' };

/** Each failing field's first message, as the form shows it, in the order the schema reports them. */
function messages(values: object): Record<string, string> {
  const result = lanSchema.safeParse(values);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const PASSCODE_MESSAGE =
  'Password must be 8-32 characters in length, and include at least one (1) number AND capital letter';

describe('lanSchema', () => {
  it('accepts a complete form with and without a guest network', () => {
    expect(lanSchema.safeParse(valid).success).toBe(true);
    expect(lanSchema.safeParse(withGuest).success).toBe(true);
  });

  it('gives every empty field its message, in the form order', () => {
    const empty = { ...valid, firstName: '', lastName: '', phone: '', email: '', NetworkName: '', passcode: '' };
    expect(messages(empty)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your family name',
      phone: 'Please enter valid phone number',
      email: 'Please enter a valid email address',
      NetworkName: 'Please enter a network name',
      passcode: PASSCODE_MESSAGE,
    });
  });

  it.each([
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your family name'],
  ])('takes a name of 1 to 50 characters as people write it for %s', (field, message) => {
    for (const good of ['a'.repeat(50), 'Mary Ann', "O'Brien", 'St. John']) {
      expect(lanSchema.safeParse({ ...valid, [field]: good }).success).toBe(true);
    }
    for (const bad of ['a'.repeat(51), 'Sam2', 'Sam#', '']) {
      expect(messages({ ...valid, [field]: bad })[field]).toBe(message);
    }
  });

  it('takes a US phone number of ten digits, however it is written, and keeps it as 608-555-0199', () => {
    expect(lanSchema.parse({ ...valid, phone: '(608) 555-0199' }).phone).toBe('608-555-0199');
    for (const bad of ['608-555-01999', '555-0199', '(608 555-0199']) {
      expect(messages({ ...valid, phone: bad }).phone).toBe('Please enter valid phone number');
    }
  });

  it('refuses an email address without a domain', () => {
    expect(messages({ ...valid, email: 'sam@' }).email).toBe('Please enter a valid email address');
  });

  it('caps the network name at 50 characters with the spec message', () => {
    expect(lanSchema.safeParse({ ...valid, NetworkName: 'n'.repeat(50) }).success).toBe(true);
    expect(messages({ ...valid, NetworkName: 'n'.repeat(51) }).NetworkName).toBe('Network name cannot exceed 50 characters.');
  });

  describe('the Wi-Fi password', () => {
    it('needs at least 8 characters: 7 fail, 8 pass (the spec pattern allowed 4, Wi-Fi does not)', () => {
      expect(messages({ ...valid, passcode: 'Abcde12' }).passcode).toBe(PASSCODE_MESSAGE);
      expect(messages({ ...valid, passcode: 'Ab1d' }).passcode).toBe(PASSCODE_MESSAGE);
      expect(lanSchema.safeParse({ ...valid, passcode: 'Abcdef12' }).success).toBe(true);
    });

    it('allows at most 32 characters', () => {
      expect(lanSchema.safeParse({ ...valid, passcode: `Ab1${'x'.repeat(29)}` }).success).toBe(true);
      expect(messages({ ...valid, passcode: `Ab1${'x'.repeat(30)}` }).passcode).toBe(PASSCODE_MESSAGE);
    });

    it.each([
      ['a number', 'Sunflowers'],
      ['a capital letter', 'sunflower42'],
      ['a lowercase letter', 'SUNFLOWER42'],
    ])('needs %s', (_what, passcode) => {
      expect(messages({ ...valid, passcode }).passcode).toBe(PASSCODE_MESSAGE);
    });

    it('takes spaces and keyboard symbols as typed, and refuses other characters with a message of their own', () => {
      const parsed = lanSchema.parse({ ...valid, passcode: ' Sun flower#42 ' });
      expect(parsed.passcode).toBe(' Sun flower#42 ');
      expect(messages({ ...valid, passcode: 'Sönnenblume42' }).passcode).toBe(
        'Please use only letters, numbers, spaces and the symbols on a standard keyboard',
      );
    });
  });

  describe('the guest network', () => {
    it('is neither validated nor kept while the box is not ticked', () => {
      const parsed = lanSchema.parse({ ...valid, GuestNetworkName: 'n'.repeat(80), guestpasscode: 'weak' });
      expect(parsed).toMatchObject({ guestCheck: false, GuestNetworkName: '', guestpasscode: '' });
    });

    it('needs a name and a password once the box is ticked', () => {
      expect(messages({ ...valid, guestCheck: true })).toEqual({
        GuestNetworkName: 'Please enter a guest network name',
        guestpasscode: PASSCODE_MESSAGE,
      });
    });

    it('follows the main network rules: 50 characters for the name, 8 to 32 for the password', () => {
      expect(lanSchema.safeParse({ ...withGuest, GuestNetworkName: 'g'.repeat(50), guestpasscode: 'Abcdef12' }).success).toBe(true);
      expect(messages({ ...withGuest, GuestNetworkName: 'g'.repeat(51), guestpasscode: 'Abcde12' })).toEqual({
        GuestNetworkName: 'Network name cannot exceed 50 characters.',
        guestpasscode: PASSCODE_MESSAGE,
      });
    });

    it('needs a name other than the main network', () => {
      expect(messages({ ...withGuest, GuestNetworkName: ' okafor home ' }).GuestNetworkName).toBe(
        'Please give the guest network a different name from your main network',
      );
    });

    it('reports guest problems together with the other fields', () => {
      expect(Object.keys(messages({ ...withGuest, firstName: '', GuestNetworkName: '' }))).toEqual([
        'firstName',
        'GuestNetworkName',
      ]);
    });
  });

  it('refuses fields it does not know', () => {
    expect(lanSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});
