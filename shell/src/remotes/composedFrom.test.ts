import { composedFrom, exposeComposedFrom } from './composedFrom';

const manifest = {
  remotes: [
    { name: 'marketing', entry: 'https://releases.example.com/marketing/0123456789ab/remoteEntry.js' },
    { name: 'careers', entry: 'http://localhost:8082/remoteEntry.js' },
    { name: 'guides', entry: 'https://cdn.example.com/releases/guides/ba9876543210/remoteEntry.js' },
  ],
  worker: 'https://api.example.com',
};

describe('what a page was composed from', () => {
  it("names the shell, then each remote's release in the manifest's order, a remote serving its own build as local", () => {
    expect(composedFrom(manifest)).toBe('shell=local; marketing=0123456789ab; careers=local; guides=ba9876543210');
  });

  it("names the shell's release where its build was told one", () => {
    expect(composedFrom(manifest, '5e11a9c0ffee')).toBe('shell=5e11a9c0ffee; marketing=0123456789ab; careers=local; guides=ba9876543210');
  });

  it('is what __composedFrom() answers in the console of a page composed with that manifest', () => {
    exposeComposedFrom(manifest);
    const helper = (window as Window & { __composedFrom?: () => string }).__composedFrom;
    expect(helper?.()).toBe('shell=local; marketing=0123456789ab; careers=local; guides=ba9876543210');
  });
});
