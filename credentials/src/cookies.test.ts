import { cookieValue } from 'credentials/cookies';

describe('cookieValue', () => {
  it('reads the named cookie wherever it stands in the header', () => {
    expect(cookieValue('staffUnlocked=1', 'staffUnlocked')).toBe('1');
    expect(cookieValue('av_cohort=7; staffUnlocked=1; x=2', 'staffUnlocked')).toBe('1');
    expect(cookieValue('a=1;b=2', 'b')).toBe('2');
  });

  it('answers nothing for a missing, empty, longer or only similarly named cookie', () => {
    expect(cookieValue(null, 'b')).toBeUndefined();
    expect(cookieValue(undefined, 'b')).toBeUndefined();
    expect(cookieValue('b=', 'b')).toBeUndefined();
    expect(cookieValue('b=123', 'b', 2)).toBeUndefined();
    expect(cookieValue('notb=1; bb=2', 'b')).toBeUndefined();
  });
});
