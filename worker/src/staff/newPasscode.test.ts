import { newPasscodeProblem, pepperProblem } from './newPasscode';

describe('a new company passcode', () => {
  it('is exactly 8 digits', () => {
    expect(newPasscodeProblem('13572468')).toBeNull();
  });

  it.each(['', '1234', '1357246', '135724680', '1357246a', ' 13572468'])('is not %j', (passcode) => {
    expect(newPasscodeProblem(passcode)).toBe('the passcode must be exactly 8 digits');
  });
});

describe('the pepper', () => {
  it('must be set, and be 32 characters or more', () => {
    expect(pepperProblem(undefined)).toMatch(/set STAFF_PASSCODE_PEPPER/);
    expect(pepperProblem('  ')).toMatch(/set STAFF_PASSCODE_PEPPER/);
    expect(pepperProblem('short')).toMatch(/at least 32 characters/);
    expect(pepperProblem('p'.repeat(32))).toBeNull();
  });
});
