import { guardRedirect } from './guardRedirect';

const index = { guard: { paths: ['/verify/trust/nav', '/kh/*'], cookie: 'staffUnlocked', to: '/verify/trust' } };

describe('guardRedirect', () => {
  it.each(['/kh', '/kh/sonos', '/KH/Sonos/', '/verify/trust/nav'])('sends a request for %s without the hint to the door', (path) => {
    expect(guardRedirect(index, path, null)).toBe('/verify/trust');
    expect(guardRedirect(index, path, 'av_cohort=live; other=1')).toBe('/verify/trust');
    expect(guardRedirect(index, path, 'notstaffUnlocked=1')).toBe('/verify/trust');
    expect(guardRedirect(index, path, 'staffUnlocked=')).toBe('/verify/trust');
  });

  it('lets a request with the hint through, wherever the cookie stands in the header', () => {
    expect(guardRedirect(index, '/kh', 'staffUnlocked=1')).toBeUndefined();
    expect(guardRedirect(index, '/kh/sonos', 'av_cohort=live; staffUnlocked=1; x=2')).toBeUndefined();
  });

  it('leaves unguarded pages and remotes without a guard alone', () => {
    expect(guardRedirect(index, '/verify/trust', null)).toBeUndefined();
    expect(guardRedirect(index, '/office', null)).toBeUndefined();
    expect(guardRedirect({}, '/kh', null)).toBeUndefined();
  });
});
