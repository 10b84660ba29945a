// Each remote declares its pages once (src/paths.ts); the shell routes by the site's
// table (site/src/remotes.js), which its server reads too. This keeps the two
// in step: every declared page belongs to the remote that declares it, every entry of
// the table serves at least one declared page, and the frame rules name real pages.
import { expect, test } from '../support/test';
import type { RemoteName } from 'site/remotes';
import { OWNERSHIP, WITHOUT_FOOTER, isInSection, ownerOf, showsFooter } from 'site/routes';
import { PAGE_TEXTS, PUBLIC_PATHS, publishedIndex } from '../support/publicPages';
import { PATHS as careers } from '../../mf-careers/src/paths';
import { PATHS as guides } from '../../mf-guides/src/paths';
import { PATHS as marketing } from '../../mf-marketing/src/paths';
import { PATHS as payments } from '../../mf-payments/src/paths';
import { PATHS as staffhub } from '../../mf-staffhub/src/paths';

const DECLARED: Record<RemoteName, readonly string[]> = {
  marketing: Object.values(marketing),
  careers: Object.values(careers),
  payments: Object.values(payments),
  guides: Object.values(guides),
  staffhub: Object.values(staffhub),
};

/** A declared pattern as a path a visitor could type (`:id` → `1`). */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

for (const [remote, pages] of Object.entries(DECLARED)) {
  test(`every page ${remote} declares is routed to ${remote}`, () => {
    for (const page of pages) expect(ownerOf(sample(page)), page).toBe(remote);
  });
}

test('every entry of the route table serves a page its remote declares', () => {
  for (const { remote, path } of OWNERSHIP) {
    const prefix = path.replace(/\/\*$/, '').toLowerCase();
    const served = DECLARED[remote].filter((page) => {
      const lower = page.toLowerCase();
      return lower === prefix || lower.startsWith(`${prefix}/`);
    });
    expect(served, `${remote} ${path}`).not.toHaveLength(0);
  }
});

test('the footer is hidden on the knowledge hub only, and /verify/trust is not Pay Online', () => {
  expect(WITHOUT_FOOTER.every((pattern) => ownerOf(pattern.replace(/\/\*$/, '')) === 'staffhub')).toBe(true);
  expect(Object.values(staffhub).filter((page) => !showsFooter(sample(page)))).toEqual([
    staffhub.hub,
    staffhub.suggestion,
    staffhub.topic,
  ]);
  expect(isInSection(payments.wizard, staffhub.keypad)).toBe(false);
  expect(isInSection(payments.wizard, payments.checkout)).toBe(true);
});

// The pages the HTML, hydration and accessibility checks visit are the ones each remote's
// build publishes (support/publicPages.ts): a page declared in paths.ts and in the remote's
// prerender plan is visited with no other edit; one drawn only in the browser is said so
// by the remote itself (its plan's clientOnly).
const patternOf = (declared: string) =>
  new RegExp(`^${declared.replace(/\/\*$/, '(/.*)?').replace(/:[^/]+/g, '[^/]+')}$`, 'i');

for (const [remote, pages] of Object.entries(DECLARED) as Array<[RemoteName, readonly string[]]>) {
  test(`every page ${remote} declares is checked as served, or drawn only in the browser by its own plan`, () => {
    const { clientOnly, guard } = publishedIndex(remote);
    for (const page of pages) {
      const drawnOnlyInBrowser = clientOnly.some((pattern) => patternOf(pattern).test(sample(page)));
      // Behind the unlock (the hub's page): checked as served by server-html.spec.ts's staff test and a11y-routes.spec.ts.
      const guarded = (guard?.paths ?? []).some((pattern) => patternOf(pattern).test(sample(page)));
      const checked = PUBLIC_PATHS.filter((path) => patternOf(page).test(path));
      expect(drawnOnlyInBrowser || guarded || checked.length > 0, page).toBe(true);
    }
  });
}

test('every page whose words the checks hold is a page the site serves', () => {
  expect(Object.keys(PAGE_TEXTS).filter((path) => !PUBLIC_PATHS.includes(path))).toEqual([]);
});
