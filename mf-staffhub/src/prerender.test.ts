import { drawnOnlyInBrowser } from 'shared-ui/routing/prerender';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

describe('the staff hub prerender plan', () => {
  it('renders the keypad alone at build time', () => {
    expect(prerenderPlan.pages).toEqual([PATHS.keypad]);
    expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, PATHS.keypad)).toBe(false);
  });

  it.each(['/verify/trust/nav', '/kh', '/kh/suggestion', '/kh/some-topic', '/KH/Some-Topic'])('draws %s, behind the unlock, only in the browser', (path) => {
    expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, path)).toBe(true);
  });

  it.each(['/office', '/office/', '/office/payments', '/office/follow-ups/ticket/SP-004217', '/office/sign-in', '/office/enrol', '/Office/Health'])(
    "draws the office's %s only in the browser",
    (path) => {
      expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, path)).toBe(true);
    },
  );
});
