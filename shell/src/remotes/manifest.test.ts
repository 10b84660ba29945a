import { parseManifest } from './manifest';

const valid = {
  remotes: [{ name: 'careers', entry: 'https://careers.example.com/remoteEntry.js' }],
  worker: 'https://api.example.com',
};

describe('parseManifest', () => {
  it('accepts remotes with names and entry URLs, and the worker URL', () => {
    expect(parseManifest(valid)).toEqual(valid);
  });

  it.each([
    null,
    {},
    { ...valid, worker: 'not a url' },
    { ...valid, remotes: [{ name: '', entry: 'https://x.example.com/remoteEntry.js' }] },
    { ...valid, remotes: [{ name: 'careers', entry: '/relative.js' }] },
    { ...valid, remotes: 'careers' },
  ])('refuses %j', (json) => {
    expect(() => parseManifest(json)).toThrow('/remotes.json is not a valid manifest');
  });
});
