import { formatTable } from './table';
import { printable } from './terminalText';

describe('printable', () => {
  it('leaves ordinary text, accents and emoji alone', () => {
    expect(printable('Zoë Ólafsdóttir (Lake Café) 👩‍🔧')).toBe('Zoë Ólafsdóttir (Lake Café) 👩‍🔧');
  });

  it('shows escape sequences, line breaks and bidirectional overrides as visible escapes', () => {
    expect(printable('Lee\u001b[2J\u001b]0;pwned\u0007')).toBe('Lee\\u{1B}[2J\\u{1B}]0;pwned\\u{7}');
    expect(printable('Lee\nSP-000001  ticket')).toBe('Lee\\u{A}SP-000001  ticket');
    expect(printable('invoice\u202Efdp.exe')).toBe('invoice\\u{202E}fdp.exe');
    expect(printable('a\u009bb\u2066c\u2069')).toBe('a\\u{9B}b\\u{2066}c\\u{2069}');
  });
});

describe('formatTable', () => {
  it('prints every cell made printable, so a row cannot forge another or move the cursor', () => {
    const table = formatTable(['CONTACT'], [['Lee\u001b[1A\nSP-999999']]);
    expect(table).not.toContain('\u001b');
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain('Lee\\u{1B}[1A\\u{A}SP-999999');
  });
});
