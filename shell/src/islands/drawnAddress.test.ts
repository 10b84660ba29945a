// A back or forward to an address the page was not drawn for is drawn by the server,
// unless a live island redraws it; a move within the page is left to the browser.
import { keepDrawnAddress } from './drawnAddress';

function page(address: string, islandState = 'waiting') {
  const target = new EventTarget();
  const url = new URL(address, 'https://site.test');
  document.body.innerHTML = `<div data-island="walkthrough" data-island-state="${islandState}"></div>`;
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, reload: jest.fn() };
  const fake = Object.assign(target, { location, document }) as unknown as Window;
  const traverse = (to: string) => {
    const next = new URL(to, 'https://site.test');
    Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
    target.dispatchEvent(new Event('popstate'));
  };
  return { window: fake, reload: location.reload, traverse };
}

describe('keepDrawnAddress', () => {
  it("loads the page again at a step an island moved to before a reload, while this page's island has no code", () => {
    const { window, reload, traverse } = page('/tobhomes/caseta?step=2#guide-step');
    keepDrawnAddress(window);
    traverse('/tobhomes/caseta?step=1#guide-step');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a move within the page (its hash) to the browser', () => {
    const { window, reload, traverse } = page('/');
    keepDrawnAddress(window);
    traverse('/#photo-2');
    traverse('/');
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the address to a live island, which redraws itself', () => {
    const { window, reload, traverse } = page('/tobhomes/caseta?step=2', 'hydrated');
    keepDrawnAddress(window);
    traverse('/tobhomes/caseta?step=1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops when the page is left', () => {
    const { window, reload, traverse } = page('/tobhomes/caseta?step=2');
    keepDrawnAddress(window)();
    traverse('/tobhomes/caseta?step=1');
    expect(reload).not.toHaveBeenCalled();
  });
});
