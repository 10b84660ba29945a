import { showBrowserYear } from 'shared-ui/hooks/browserYear';

describe("the browser's year on a page that is never hydrated", () => {
  it('writes the year, and the years since a year, into the elements drawn with the build year', () => {
    document.body.innerHTML =
      '<p>© <span data-browser-year="0">2026</span> Rock River</p><dl><dt>Years in business</dt><dd><span data-browser-year="1998">28</span></dd></dl><p>Since 1998</p>';
    showBrowserYear(document, 2031);
    expect(document.body.textContent).toBe('© 2031 Rock RiverYears in business33Since 1998');
  });
});
