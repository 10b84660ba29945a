import { routeOf } from './routePattern';

describe('the route a report names', () => {
  it.each([
    ['/', 'marketing', '/'],
    ['/team', 'marketing', '/team'],
    ['/team/', 'marketing', '/team'],
    ['/support/newTicket', 'marketing', '/support/newTicket'],
    ['/apply/positions/2', 'careers', '/apply/positions/:id'],
    ['/gallery/commercialgallerylist/995', 'marketing', '/gallery/commercialgallerylist/:id'],
    ['/tobhomes/homenetworking/option1', 'guides', '/tobhomes/homenetworking/option1'],
    ['/kh/0f1e2d3c4b5a', 'staffhub', '/kh/:id'],
    ['/kh/123e4567-e89b-12d3-a456-426614174000', 'staffhub', '/kh/:id'],
    ['/verify/checkout/processing', 'payments', '/verify/checkout/processing'],
    ['/confirmation', 'shell', '/confirmation'],
    ['/no-such-page/ann@example.com', 'shell', '/*'],
  ])('%s is %s at %s', (pathname, remote, route) => {
    expect(routeOf(pathname)).toEqual({ remote, route });
  });

  it('is the pattern the remote declares for a path that is not plain words', () => {
    expect(routeOf('/apply/ann@example.com')).toEqual({ remote: 'careers', route: '/apply/*' });
    expect(routeOf('/kh/caf%C3%A9')).toEqual({ remote: 'staffhub', route: '/kh/*' });
    expect(routeOf('/support/a:b')).toEqual({ remote: 'marketing', route: '/support/*' });
  });

  it("is the office's pattern alone for an office page, whose path can name a customer's case", () => {
    expect(routeOf('/office/follow-ups/ticket/SP-004217')).toEqual({ remote: 'staffhub', route: '/office/*' });
    expect(routeOf('/office')).toEqual({ remote: 'staffhub', route: '/office/*' });
  });

  it('is the pattern the remote declares for a path too long for a report', () => {
    expect(routeOf(`/gallery/${'a'.repeat(200)}`)).toEqual({ remote: 'marketing', route: '/gallery/*' });
  });
});
