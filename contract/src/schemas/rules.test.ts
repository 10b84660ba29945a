import { emailAddress, personName, usPhone } from 'contract/schemas/rules';

const phone = usPhone('Please enter valid phone number');
const name = personName('Please enter your first name');

describe('shared form rules', () => {
  it.each(['6085550142', '608-555-0142', '608.555.0142', '608 555 0142', '(608)5550142'])(
    'accepts the US phone shape %s',
    (value) => expect(phone.safeParse(value).success).toBe(true),
  );

  it.each(['608555014', '60855501422', '(608) 555-0142', '608/555/0142', 'phone', '(608-555-0142', ''])(
    'refuses %j with the rule message',
    (value) => {
      const result = phone.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter valid phone number');
    },
  );

  it('accepts names of 1 to 50 letters, including letters beyond ASCII', () => {
    expect(name.safeParse('a'.repeat(50)).success).toBe(true);
    expect(name.safeParse('Zoë').success).toBe(true);
    for (const bad of ['', 'a'.repeat(51), 'Ann3', 'Mary Ann']) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe('Please enter your first name');
    }
  });

  it('checks email addresses and their length', () => {
    const email = emailAddress('Please enter your email', 50);
    expect(email.safeParse('ada@example.com').success).toBe(true);
    expect(email.safeParse('ada@').error?.issues[0]?.message).toBe('Please enter your email');
    expect(email.safeParse(`${'a'.repeat(45)}@example.com`).success).toBe(false);
  });
});
