import { waitInWords } from 'shared-ui/forms/waitMessage';

describe('waitInWords', () => {
  it.each([
    [1, 'a few seconds'],
    [10, 'a few seconds'],
    [42, '42 seconds'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('reads %d s as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
