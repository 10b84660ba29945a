import { matchPath } from 'react-router-dom';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

const drawnOnlyInBrowser = (path: string) =>
  (prerenderPlan.clientOnly ?? []).some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, path));

describe('the staff hub prerender plan', () => {
  it('renders the keypad alone at build time', () => {
    expect(prerenderPlan.pages).toEqual([PATHS.keypad]);
    expect(drawnOnlyInBrowser(PATHS.keypad)).toBe(false);
  });

  it.each(['/verify/trust/nav', '/kh', '/kh/suggestion', '/kh/some-topic', '/KH/Some-Topic'])('draws %s, behind the unlock, only in the browser', (path) => {
    expect(drawnOnlyInBrowser(path)).toBe(true);
  });
});
