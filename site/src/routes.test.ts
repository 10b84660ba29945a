import { ownerOf, ownershipOf } from './routes.js';

describe('which remote owns a path', () => {
  it.each([
    ['/', 'marketing'],
    ['/serviceslist', 'marketing'],
    ['/ResidentialServices', 'marketing'],
    ['/CommercialServices', 'marketing'],
    ['/Team', 'marketing'],
    ['/gallery/residentialgallerylist/991', 'marketing'],
    ['/support/newTicket', 'marketing'],
    ['/opportunity', 'marketing'],
    ['/book', 'marketing'],
    ['/book/manage', 'marketing'],
    ['/apply/positions/2', 'careers'],
    ['/verify', 'payments'],
    ['/verify/checkout/processing', 'payments'],
    ['/verify/trust', 'staffhub'],
    ['/verify/trust/nav', 'staffhub'],
    ['/kh/sonos', 'staffhub'],
    ['/TOBHomes/caseta', 'guides'],
    ['/GettingStarted/LAN', 'guides'],
    ['/team/', 'marketing'],
    ['/Gallery', 'marketing'],
    ['/VERIFY/TRUST', 'staffhub'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it.each(['/nothing', '/team/extra', '/verifyx', '/applyx', '/gallery-x', '/khx/sonos'])('%s belongs to nobody', (path) => {
    expect(ownerOf(path)).toBeUndefined();
  });
});

describe('ownershipOf', () => {
  it('names the pattern that gives a path to its remote, the most specific first', () => {
    expect(ownershipOf('/verify/trust/nav')).toEqual({ remote: 'staffhub', path: '/verify/trust/*' });
    expect(ownershipOf('/Apply/Positions/2/')).toEqual({ remote: 'careers', path: '/apply/*' });
    expect(ownershipOf('/nowhere')).toBeUndefined();
  });
});
