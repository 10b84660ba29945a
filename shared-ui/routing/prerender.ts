// What a remote renders to HTML at build time (tooling/ssr), published beside its
// remoteEntry.js for the shell's composing server, which runs no remote code.
import { matchPath } from 'react-router-dom';

export interface PrerenderPlan {
  /**
   * Concrete public paths in their canonical spelling (as in PATHS, e.g. '/support/newTicket', '/apply/positions/1'), rendered at build time;
   * a path with a query ('/tobhomes/caseta?step=2') is the page as that query shows it, served for a request whose query holds those values.
   */
  pages: readonly string[];
  /** Path patterns (React Router syntax; '/*' suffix allowed) drawn only in the browser: staff content behind the passcode, and pages that show the visitor's own session (payments checkout/processing). */
  clientOnly?: readonly string[];
  /**
   * Path patterns (as clientOnly) of pages sent without the app (#42): every control on them does
   * its job in HTML (links, the Menu), so a first load of one fetches none of the remote's code up
   * front, only the shell's page script; the parts that need scripts are islands (shared-ui/islands),
   * each loaded at its moment. Reached by a link from a page with scripts, they render as before.
   */
  staticPages?: readonly string[];
  /**
   * Pages among `clientOnly` that open only for a visitor who unlocked them in this browser
   * (the staff area, behind the passcode). The remote's code sets `cookie` beside its unlock
   * as a hint, nothing more (the browser's guard and the worker still check the unlock
   * itself); a request without it is sent to `to` by the composer at once, rather than
   * given a loading page whose scripts would find the same after loading the whole app.
   */
  guard?: { paths: readonly string[]; cookie: string; to: string };
}

/** The paths of a remote's PATHS that name one page each (no ':param', no '*'). */
export const concretePaths = (paths: Readonly<Record<string, string>>): string[] =>
  Object.values(paths).filter((path) => !/[:*]/.test(path));

/** Whether `pathname` matches one of `patterns` (React Router's, any case): `clientOnly`'s or `staticPages`'. */
export const matchesAny = (patterns: readonly string[] | undefined, pathname: string): boolean =>
  (patterns ?? []).some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null);

/** Whether `pathname` is one of the paths drawn only in the browser (`clientOnly` patterns). */
export const drawnOnlyInBrowser = matchesAny;
