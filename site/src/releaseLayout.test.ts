import { releaseFolder, versionOfEntry } from './releaseLayout.js';

describe('the release an entry URL points at', () => {
  it('is the version folder of a release in the store', () => {
    expect(versionOfEntry(`https://cdn.example.com/${releaseFolder('careers', '0123456789ab')}remoteEntry.js`)).toBe('0123456789ab');
  });

  it('is found below a store that has a path of its own, whatever the query', () => {
    expect(versionOfEntry('https://cdn.example.com/releases/careers/a1b2c3d4e5f6/remoteEntry.js?attempt=2')).toBe('a1b2c3d4e5f6');
  });

  it.each([
    'http://localhost:8082/remoteEntry.js',
    'https://cdn.example.com/careers/latest/remoteEntry.js',
    'https://cdn.example.com/careers/0123456789AB/remoteEntry.js',
    'https://cdn.example.com/careers/0123456789abc/remoteEntry.js',
    'https://cdn.example.com/0123456789ab/remoteEntry.js',
    'https://cdn.example.com/careers/0123456789ab/other.js',
    'not a url',
  ])('is none for %s', (entry) => {
    expect(versionOfEntry(entry)).toBeUndefined();
  });
});
