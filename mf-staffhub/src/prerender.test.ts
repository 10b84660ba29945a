import { drawnOnlyInBrowser, matchesAny } from 'shared-ui/routing/prerender';
import { UNLOCK_HINT_COOKIE } from './access/unlockHint';
import { PATHS } from './paths';
import { prerenderPlan } from './prerender';

describe('the staff hub prerender plan', () => {
  it("renders the keypad and the hub's page at build time, both sent without the app", () => {
    expect(prerenderPlan.pages).toEqual([PATHS.keypad, PATHS.hub]);
    for (const path of prerenderPlan.pages) {
      expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, path)).toBe(false);
      expect(matchesAny(prerenderPlan.staticPages, path)).toBe(true);
    }
  });

  it.each(['/verify/trust/nav', '/kh/suggestion', '/kh/some-topic', '/KH/Some-Topic'])('draws %s, behind the unlock, only in the browser', (path) => {
    expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, path)).toBe(true);
  });

  it.each(['/office', '/office/', '/office/payments', '/office/bookings', '/office/bookings/settings', '/office/follow-ups/ticket/SP-004217', '/office/sign-in', '/office/enrol', '/Office/Health'])(
    "draws the office's %s only in the browser",
    (path) => {
      expect(drawnOnlyInBrowser(prerenderPlan.clientOnly, path)).toBe(true);
    },
  );

  it.each(['/verify/trust/nav', '/kh', '/kh/suggestion', '/kh/some-topic'])('sends a visitor whose browser holds no unlock from %s to the keypad', (path) => {
    expect(prerenderPlan.guard).toMatchObject({ cookie: UNLOCK_HINT_COOKIE, to: PATHS.keypad });
    expect(matchesAny(prerenderPlan.guard?.paths, path)).toBe(true);
  });

  it("guards neither the keypad nor the office (its own sign-in)", () => {
    for (const path of [PATHS.keypad, '/office', '/office/payments']) expect(matchesAny(prerenderPlan.guard?.paths, path)).toBe(false);
  });
});
