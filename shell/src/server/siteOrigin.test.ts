import { MissingSiteOrigin, siteOriginFrom } from './siteOrigin';

describe('the site origin of the pages', () => {
  it('is SITE_ORIGIN, as an origin', () => {
    expect(siteOriginFrom({ SITE_ORIGIN: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(siteOriginFrom({ SITE_ORIGIN: ' https://www.example.com ', ALLOW_DEV_DEFAULTS: '1' }, 'http://localhost:8080')).toBe('https://www.example.com');
  });

  it('is the host’s own local origin in development only', () => {
    expect(siteOriginFrom({ ALLOW_DEV_DEFAULTS: '1' }, 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => siteOriginFrom({}, 'http://localhost:8080')).toThrow(MissingSiteOrigin);
    expect(() => siteOriginFrom({ SITE_ORIGIN: '  ' })).toThrow('SITE_ORIGIN is not set');
  });

  it('refuses an origin that is not a URL', () => {
    expect(() => siteOriginFrom({ SITE_ORIGIN: 'www.example.com' })).toThrow();
  });
});
