import { emailAddress, personName, usPhone } from 'contract/schemas/rules';

const phone = usPhone('Please enter valid phone number');
const name = personName('Please enter your first name');

describe('shared form rules', () => {
  it.each(['6085550142', '608-555-0142', '608.555.0142', '608 555 0142', '(608)5550142', '(608) 555-0142', '+1 (608) 555-0142'])(
    'accepts the US phone shape %s, as 608-555-0142',
    (value) => expect(phone.parse(value)).toBe('608-555-0142'),
  );

  it.each(['608555014', '60855501422', '608/555/0142', 'phone', '(608-555-0142', '+2 608 555 0142', ''])(
    'refuses %j with the rule message',
    (value) => {
      const result = phone.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter valid phone number');
    },
  );

  it('accepts names of 1 to 50 characters as people write them, in any script', () => {
    for (const good of ['a'.repeat(50), 'Zoë', 'Mary-Jane', "O'Brien", 'O\u2019Brien', 'De La Cruz', 'St. John', 'Nguyễn']) {
      expect(name.safeParse(good).success).toBe(true);
    }
    for (const bad of ['', 'a'.repeat(51), 'Ann3', 'Ann_Lee', 'Ann--Lee', '-Ann', "'", 'Ann!']) {
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
