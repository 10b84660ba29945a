// The browser's year in text a server drew at build time (BrowserYear.tsx), for a page
// without islands, which is never hydrated: its one script calls showBrowserYear. No
// React here: that script loads none.

/** On an element showing a year: the year its number counts from (0: the year itself). */
export const BROWSER_YEAR_ATTRIBUTE = 'data-browser-year';

/** What an element marked `data-browser-year="since"` shows in `year`. */
export const yearText = (year: number, since: number) => String(year - since);

/** Writes the browser's year into every marked element under `root`. */
export function showBrowserYear(root: ParentNode = document, year = new Date().getFullYear()): void {
  for (const element of root.querySelectorAll(`[${BROWSER_YEAR_ATTRIBUTE}]`)) {
    element.textContent = yearText(year, Number(element.getAttribute(BROWSER_YEAR_ATTRIBUTE)));
  }
}
