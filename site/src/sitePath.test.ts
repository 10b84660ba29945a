import { isSitePath, sitePath } from 'site/sitePath';

describe('sitePath', () => {
  it.each([
    '/',
    '/apply',
    '/apply/positions/1?from=flyer',
    '/confirmation?case=SP-004217',
    '/?q=a%20b&next=//evil.example',
    '/kh/caf%C3%A9#top',
    '/support/newTicket?note=%2F%2Fnot-an-address',
  ])('keeps %s, a path of this site', (target) => {
    expect(sitePath(target)).toBe(target);
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/x'],
    ['three slashes', '///evil.example'],
    ['a backslash for the second slash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded slash, lower case', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['slashes encoded twice', '/%252F%252Fevil.example'],
    ['an absolute address', 'https://evil.example/x'],
    ['a scheme with no slashes', 'http:evil'],
    ['a script', 'javascript:alert(1)'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a line break between the slashes', '/\n/evil.example'],
    ['a carriage return and line feed later on', '/apply\r\nSet-Cookie: a=b'],
    ['an encoded tab between the slashes', '/%09/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a relative path', 'apply'],
    ['a query alone', '?from=flyer'],
    ['nothing', ''],
  ])('sends %s (%j) to /', (_, target) => {
    expect(isSitePath(target)).toBe(false);
    expect(sitePath(target)).toBe('/');
  });

  it('sends no target to /', () => {
    expect(sitePath(null)).toBe('/');
    expect(sitePath(undefined)).toBe('/');
  });
});
