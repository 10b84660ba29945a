import { isYoutubeId } from './youtube';

describe('the YouTube id shape', () => {
  it.each(['dQw4w9WgXcQ', 'a-b_c-d_e-f', '0123456789A'])('takes %s: 11 letters, digits, - or _', (id) => {
    expect(isYoutubeId(id)).toBe(true);
  });

  it.each([
    ['a stand-in name', 'ring-partner'],
    ['10 characters', 'dQw4w9WgXc'],
    ['12 characters', 'dQw4w9WgXcQQ'],
    ['a character YouTube does not use', 'dQw4w9WgXc.'],
    ['a space', 'dQw4w9 WgXc'],
    ['a whole address', 'https://youtu.be/dQw4w9WgXcQ'],
    ['nothing', ''],
  ])('refuses %s', (_what, id) => {
    expect(isYoutubeId(id)).toBe(false);
  });
});
