import type { RemoteIndex } from './remoteIndex';
import { resolvePath } from './resolvePath';

const page = (name: string) => ({ head: `<title>${name}</title>`, body: `ssr/${name}.0123456789.html`, styles: [] });
const index: RemoteIndex = {
  remote: 'marketing',
  pages: {
    '/': page('home'),
    '/team': page('team'),
    '/support/newTicket': page('ticket'),
    '/tobhomes/caseta': page('caseta'),
    '/tobhomes/caseta?step=1': page('caseta-step-1'),
    '/tobhomes/caseta?step=2': page('caseta-step-2'),
  },
  notFound: page('not-found'),
  clientOnly: ['/kh/*', '/verify/trust/nav'],
};

describe('resolvePath', () => {
  it('finds a page by the spelling its remote declares', () => {
    expect(resolvePath(index, '/support/newTicket')).toEqual({ kind: 'page', page: index.pages['/support/newTicket'] });
    expect(resolvePath(index, '/')).toEqual({ kind: 'page', page: index.pages['/'] });
  });

  it('finds the drawing of a page for the values its query holds, else the page itself', () => {
    const caseta = (search: string) => resolvePath(index, '/tobhomes/caseta', search);
    expect(caseta('?step=2')).toEqual({ kind: 'page', page: index.pages['/tobhomes/caseta?step=2'] });
    expect(caseta('?utm_source=mail&step=1')).toEqual({ kind: 'page', page: index.pages['/tobhomes/caseta?step=1'] });
    for (const search of ['', '?', '?step=9', '?step=02', '?utm_source=mail']) {
      expect(caseta(search)).toEqual({ kind: 'page', page: index.pages['/tobhomes/caseta'] });
    }
    expect(resolvePath(index, '/team', '?step=2')).toEqual({ kind: 'page', page: index.pages['/team'] });
  });

  it.each([
    ['/Team', '/team'],
    ['/team/', '/team'],
    ['/SUPPORT/NEWTICKET', '/support/newTicket'],
    ['/support/newticket/', '/support/newTicket'],
  ])('redirects %s to its one spelling %s', (pathname, to) => {
    expect(resolvePath(index, pathname)).toEqual({ kind: 'redirect', to });
  });

  it('redirects to / rather than to a spelling that is not a path of this site', () => {
    const declaring = (path: string): RemoteIndex => ({ ...index, pages: { [path]: page('odd') } });
    expect(resolvePath(declaring('//Evil.example/x'), '//evil.example/x')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolvePath(declaring('/%2F%2FEvil.example'), '/%2f%2fevil.example')).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/kh', '/kh/sonos', '/KH/Suggestion', '/verify/trust/nav'])('leaves %s to the browser', (pathname) => {
    expect(resolvePath(index, pathname)).toEqual({ kind: 'browserOnly' });
  });

  it.each(['/teams', '/support/newTicket/1', '/gallery/commercialgallerylist/994'])('answers %s with the not-found page', (pathname) => {
    expect(resolvePath(index, pathname)).toEqual({ kind: 'notFound', page: index.notFound });
  });
});
