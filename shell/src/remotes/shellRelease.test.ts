// The release the shell's build records (shell/shellRelease.cjs, read by its webpack
// config): SHELL_RELEASE in a remote version's form, else local; and what the code reads.
import { LOCAL_SHELL_RELEASE, shellReleaseFrom } from '../../shellRelease.cjs';
import { SHELL_RELEASE } from './shellRelease';

describe("the shell's release", () => {
  it('is what SHELL_RELEASE names, 12 lowercase hex, and local where it names nothing', () => {
    expect(shellReleaseFrom({ SHELL_RELEASE: '5e11a9c0ffee' })).toBe('5e11a9c0ffee');
    expect(shellReleaseFrom({ SHELL_RELEASE: ' 5e11a9c0ffee\n' })).toBe('5e11a9c0ffee');
    expect(shellReleaseFrom({})).toBe('local');
    expect(shellReleaseFrom({ SHELL_RELEASE: '' })).toBe('local');
    expect(LOCAL_SHELL_RELEASE).toBe('local');
  });

  it.each(['5E11A9C0FFEE', '5e11a9c', '5e11a9c0ffee0', 'local', 'main'])('refuses to build as %s', (named) => {
    expect(() => shellReleaseFrom({ SHELL_RELEASE: named })).toThrow(/SHELL_RELEASE must be 12 lowercase hex digits/);
  });

  it('is local in code no build compiled a release into (this test run)', () => {
    expect(SHELL_RELEASE).toBe('local');
  });
});
