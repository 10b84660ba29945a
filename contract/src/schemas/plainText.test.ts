import { controlCharactersMessage, hasControlCharacters } from 'contract/schemas/plainText';

describe('hasControlCharacters', () => {
  it('lets ordinary text through, in any script, with emoji', () => {
    for (const text of ['Lee Chen', 'Zoë Ólafsdóttir', 'محمد', '李小龍', 'Sam 👩‍👩‍👧', '12 Lake St., Apt #4']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it.each([
    ['an escape sequence', 'Lee\u001b[2J'],
    ['a bell', 'Lee\u0007'],
    ['a NUL', 'Lee\u0000'],
    ['DEL', 'Lee\u007f'],
    ['a C1 control (CSI)', 'Lee\u009b2J'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right isolate', 'a\u2066b\u2069'],
    ['a line break in one-line text', 'Lee\nChen'],
  ])('finds %s', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('allows line breaks and tabs in multi-line text, and nothing else', () => {
    expect(hasControlCharacters('First line\r\nSecond\tline', { multiline: true })).toBe(false);
    expect(hasControlCharacters('First line\n\u001b[31mred', { multiline: true })).toBe(true);
  });

  it('names the field in its message', () => {
    expect(controlCharactersMessage('Name')).toBe('Name cannot contain control characters such as escape codes or text-direction overrides.');
  });
});
