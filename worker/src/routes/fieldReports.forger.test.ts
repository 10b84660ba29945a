// A forger inside a canary (#44's "Done when"), through the real routes and the real judge:
// visitors of a canary 5 points worse than the live version, and one client sending clean
// page loads of the canary at 100 an hour to dilute it. The worker counts the client's cap
// an hour, in its one cohort bucket; the judge rolls the canary back. With the cap lifted,
// its clean page loads in one bucket still cannot get the canary promoted.
import { DEFAULT_CANARY_POLICY } from 'release-core/canaryJudgment';
import { cohortFor } from 'site/canary';
import { judgeCanaries, type Health } from 'release-core/judge';
import type { FieldReport } from 'contract/schemas/fieldReports';
import { FIELD_HEALTH_AUTHORIZATION } from '../../test/fieldGrants';
import { TEST_CLIENT_HEADER } from '../../test/testApp';
import { START, V1, V2, WHERE, appWithClock, send, type App } from '../../test/fieldReportBatches';

/** Visitors an hour of each version, each from an address of their own, one page load each. */
const VISITORS_PER_HOUR = 40;
const FORGED_PER_HOUR = 100;
const FORGER = '203.0.113.66';
/** The canary's visitors in `hours` whose page load errs: 7 in each hundred. */
const canaryErrored = (hours: number) => Array.from({ length: hours * VISITORS_PER_HOUR }, (_, n) => n % 100 < 7).filter(Boolean).length;

jest.setTimeout(120_000);

// The cohorts the composer gives with a 50% canary running: one in it, and one of the live
// version's baseline (the other half: releases/core/judge.mjs reads it apart).
const CANARY_COHORT = cohortFor('careers', 50);
const LIVE_COHORT = cohortFor('careers', 50, false);

const CANARY_AT = START.toISOString();
const live = { remotes: { careers: { version: V1, at: '2026-06-29T09:00:00.000Z', canary: { version: V2, share: 50, at: CANARY_AT } } } };

const pageLoad = (version: string, errored: boolean): FieldReport[] => [
  { kind: 'page-view', ...WHERE, version },
  ...(errored ? [{ kind: 'error', ...WHERE, version, source: 'uncaught', message: 'the regression' } as FieldReport] : []),
];

const healthOf =
  (app: App) =>
  async (query: { remote: string; version: string; since: string; until: string }): Promise<Health> =>
    (await (await app.request(`/field-health?${new URLSearchParams(query)}`, { headers: FIELD_HEALTH_AUTHORIZATION })).json()) as Health;

/** `hours` of the canary: 2% of the live version's page loads err, 7% of the canary's, and the forger's never. */
async function canaryFor(hours: number, env: Record<string, string> = {}) {
  const { app, grant, advance } = await appWithClock({ FIELD_REPORT_LIMIT_PER_CLIENT: '100000', ...env });
  for (let hour = 0; hour < hours; hour++) {
    for (let visitor = 0; visitor < VISITORS_PER_HOUR; visitor++) {
      const n = hour * VISITORS_PER_HOUR + visitor;
      const address = (arm: number) => `10.${hour}.${arm}.${visitor + 1}`;
      expect((await send(app, { grant: grant({ shell: 'local', careers: V1 }, { cohort: LIVE_COHORT }), reports: pageLoad(V1, n % 50 === 0) }, { [TEST_CLIENT_HEADER]: address(1) })).status).toBe(204);
      expect((await send(app, { grant: grant({ shell: 'local', careers: V2 }, { cohort: CANARY_COHORT }), reports: pageLoad(V2, n % 100 < 7) }, { [TEST_CLIENT_HEADER]: address(2) })).status).toBe(204);
    }
    for (let forged = 0; forged < FORGED_PER_HOUR; forged++) {
      expect((await send(app, { grant: grant({ shell: 'local', careers: V2 }, { cohort: CANARY_COHORT }), reports: pageLoad(V2, false) }, { [TEST_CLIENT_HEADER]: FORGER })).status).toBe(204);
    }
    advance(60 * 60_000);
  }
  const decided: Array<{ action: string; judgment: { decision: string; reason: string } }> = [];
  const store = {
    readLive: async () => live,
    history: async () => [],
    endCanary: async (_remote: string, action: string, line: { judgment: { decision: string; reason: string } }) => void decided.push({ action, judgment: line.judgment }),
    holdCanary: async (_remote: string, line: { judgment: { decision: string; reason: string } }) => void decided.push({ action: 'hold', judgment: line.judgment }),
  };
  const now = new Date(START.getTime() + hours * 60 * 60_000);
  const health = healthOf(app);
  await judgeCanaries({ store, health, policy: DEFAULT_CANARY_POLICY, now });
  const canary = await health({ remote: 'careers', version: V2, since: CANARY_AT, until: now.toISOString() });
  return { decided, canary };
}

describe('a client sending clean page loads inside a canary 5 points worse, at 100 an hour', () => {
  it('adds its cap an hour to the counts, and the judge rolls the canary back within two days', async () => {
    const hours = 48;
    const { decided, canary } = await canaryFor(hours);
    expect(canary).toMatchObject({ pageLoads: hours * (VISITORS_PER_HOUR + 6), erroredPageLoads: canaryErrored(hours), pageLoadsPastClientCap: hours * (FORGED_PER_HOUR - 6) });
    expect(decided).toMatchObject([{ action: 'abort', judgment: { decision: 'rollback' } }]);
  });

  it('cannot get it promoted even with no cap: its page loads all sit in its one cohort bucket', async () => {
    const hours = 24;
    const { decided, canary } = await canaryFor(hours, { FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR: '100000' });
    // Diluted to 70 errored page loads in 3,360: the live version's 2%.
    expect(canary).toMatchObject({ pageLoads: hours * (VISITORS_PER_HOUR + FORGED_PER_HOUR), erroredPageLoads: canaryErrored(hours) });
    expect(decided.map(({ judgment }) => judgment.decision)).not.toContain('promote');
  });
});
