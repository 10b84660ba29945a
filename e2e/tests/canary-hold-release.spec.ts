// A canary with too little evidence (releases/core/canaryJudgment.mjs): careers v2 goes
// to 10% of visitors, then 50%, on a site nobody visits, so by each step's deadline the
// field has said nothing either way. The judge holds it at its step for a person, with a
// 'hold' line in the history: it is neither promoted by the clock nor rolled back. A person
// moves it on a step; the judge holds it there too. `npm run releases` names the step, the
// hold and how to decide it, and `npm run releases -- wait careers`, what a team's pipeline
// waits on, exits 3 rather than going on as if it had been promoted.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { repoRoot, SPARE_PORT_BASE } from '../support/site';
import { freshCandidate, liveVersions, releaseSuiteCareers, releaseTool, replaceVisibleText, startReleaseSite, type RunningReleaseSite } from '../support/release';

const storeDir = path.join(repoRoot, '.run/canary-hold-store');

let site: RunningReleaseSite;

test.beforeAll(async () => {
  // The judge looks every second, and a canary's deadline is three seconds after it starts.
  site = await startReleaseSite(SPARE_PORT_BASE + 14, storeDir, { CANARY_CHECK_SECONDS: '1', CANARY_MAX_MINUTES: '0.05' });
});

test.afterAll(async () => {
  await site?.stop();
});

interface HistoryLine {
  action: string;
  remote: string;
  version: string;
  share?: number;
  judgment?: { decision: string; reason: string };
}
const history = (): HistoryLine[] =>
  readFileSync(path.join(storeDir, 'history.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HistoryLine);

test('a canary in steps the field says nothing of is held for a person at each step, not promoted, and the release tool says so', async () => {
  test.setTimeout(360_000);
  const v1 = await releaseSuiteCareers(storeDir);

  freshCandidate();
  expect(replaceVisibleText('Careers', 'Careers at Rock River')).toBeGreaterThan(0);
  const second = await releaseTool(site, 'release', ['--canary', '10,50']);
  expect(second.code, second.output).toBe(0);
  expect(second.output).toContain('is a canary for 10% of visitors, then 50% on evidence at each step');
  const v2 = history().at(-1)!.version;
  expect(history().at(-1)).toMatchObject({ action: 'canary', remote: 'careers', version: v2 });

  await expect.poll(() => history().at(-1)?.action, { timeout: 60_000 }).toBe('hold');
  expect(history().at(-1)).toMatchObject({ remote: 'careers', version: v2, share: 10, judgment: { decision: 'hold' } });

  // A person moves it on a step; without evidence there either, the judge holds it at 50%.
  const onward = await releaseTool(site, 'releases', ['promote', 'careers']);
  expect(onward.code, onward.output).toBe(0);
  expect(onward.output).toContain(`careers's canary ${v2} moves to its next step: 50% of visitors (steps 10, 50%).`);
  expect(history().at(-1)).toMatchObject({ action: 'canary', version: v2, share: 50 });
  await expect.poll(() => history().at(-1)?.action, { timeout: 60_000 }).toBe('hold');
  expect(history().at(-1)).toMatchObject({ remote: 'careers', version: v2, share: 50, judgment: { decision: 'hold' } });
  // Held at its step: the live version is still v1 for everyone else, and v2 is still the canary.
  expect(liveVersions(storeDir).careers).toBe(v1);
  const live = JSON.parse(readFileSync(path.join(storeDir, 'live.json'), 'utf8')) as { remotes: Record<string, { canary?: { version: string; share: number } }> };
  expect(live.remotes.careers!.canary).toMatchObject({ version: v2, share: 50, steps: [10, 50] });

  const listed = await releaseTool(site, 'releases');
  expect(listed.code, listed.output).toBe(0);
  expect(listed.output).toMatch(/careers: a canary for 50% of visitors \(step 2 of 2: 10, 50%\) for \d+ minutes, side by side since this step started:/);
  expect(listed.output).toContain('HELD FOR A PERSON since');
  expect(listed.output).toMatch(/too few page loads to judge in \d+ minutes \(\d+ each\): 0 page loads of the canary, 0 of the live version; held at its share for a person/);
  expect(listed.output).toContain('decide it: npm run releases -- promote careers, or -- abort careers');

  const waited = await releaseTool(site, 'releases', ['wait', 'careers']);
  expect(waited.code, waited.output).toBe(3);
  expect(waited.output).toContain(`careers's canary ${v2} is HELD at 50% for a person`);
  // Nothing was decided behind the person's back: still held, still not promoted.
  expect(history().at(-1)?.action).toBe('hold');
  expect(liveVersions(storeDir).careers).toBe(v1);
});
