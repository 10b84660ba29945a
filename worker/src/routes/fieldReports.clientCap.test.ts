// The visitor as the unit of evidence (#44), through the real routes and the real judge: a
// probe from three addresses that spends each of its grants on an errored page load moves the
// judge's counts by at most the per-client cap times three, and the judge decides nothing on
// page loads from fewer distinct clients than its policy's minimum.
import { DEFAULT_CANARY_POLICY } from 'release-core/canaryJudgment';
import { cohortFor } from 'site/canary';
import { judgeCanaries, type Health } from 'release-core/judge';
import type { FieldReport } from 'contract/schemas/fieldReports';
import { FIELD_HEALTH_AUTHORIZATION } from '../../test/fieldGrants';
import { TEST_CLIENT_HEADER } from '../../test/testApp';
import { START, V1, V2, WHERE, appWithClock, send, type App } from '../../test/fieldReportBatches';

const CAP = 6;
const PROBE_ADDRESSES = ['198.51.100.1', '198.51.100.2', '203.0.113.9'];
/** Grants each probing address fetches, each spent on an errored page load: well past the cap. */
const GRANTS_PER_ADDRESS = 40;
/** Visitors of the live version, each from an address of its own, each one clean page load. */
const LIVE_VISITORS = 150;

// The cohorts the composer gives with a 50% canary running: one in it, and one of the live
// version's baseline (the other half: releases/core/judge.mjs reads it apart).
const CANARY_COHORT = cohortFor('careers', 50);
const LIVE_COHORT = cohortFor('careers', 50, false);

const CANARY_AT = '2026-06-30T12:00:00.000Z';
const live = { remotes: { careers: { version: V1, at: '2026-06-29T09:00:00.000Z', canary: { version: V2, share: 50, at: CANARY_AT } } } };

const errored = (version: string): FieldReport[] => [
  { kind: 'page-view', ...WHERE, version },
  { kind: 'error', ...WHERE, version, source: 'uncaught', message: 'the probe says so' },
];

/** What the judge reads: GET /field-health with its key, through the app's own route. */
const healthOf =
  (app: App) =>
  async (query: { remote: string; version: string; since: string; until: string }): Promise<Health> => {
    const response = await app.request(`/field-health?${new URLSearchParams(query)}`, { headers: FIELD_HEALTH_AUTHORIZATION });
    expect(response.status).toBe(200);
    return (await response.json()) as Health;
  };

/** A release store holding the canary, recording what the judge decides. */
function canaryStore() {
  const decided: Array<{ action: string; judgment: { decision: string; reason: string } }> = [];
  return {
    decided,
    store: {
      readLive: async () => live,
      history: async () => [],
      endCanary: async (_remote: string, outcome: string, line: { judgment: { decision: string; reason: string } }) => void decided.push({ action: outcome, judgment: line.judgment }),
      holdCanary: async (_remote: string, line: { judgment: { decision: string; reason: string } }) => void decided.push({ action: 'hold', judgment: line.judgment }),
    },
  };
}

describe('a probe from three addresses, each grant spent on an errored page load', () => {
  it(`moves the judge's count of the version by at most the cap (${CAP}) times three, and the judge does not decide on fewer clients than its minimum`, async () => {
    const { app, grant, advance } = await appWithClock();
    const health = healthOf(app);
    const period = () => ({ remote: 'careers', since: CANARY_AT, until: new Date(START.getTime() + 60 * 60_000).toISOString() });
    const before = await health({ ...period(), version: V2 });
    expect(before).toMatchObject({ pageLoads: 0, erroredPageLoads: 0, clients: 0 });

    for (let visitor = 0; visitor < LIVE_VISITORS; visitor++) {
      const response = await send(app, { grant: grant({ shell: 'local', careers: V1 }, { cohort: LIVE_COHORT }), reports: [{ kind: 'page-view', ...WHERE, version: V1 }] }, { [TEST_CLIENT_HEADER]: `192.0.2.${visitor + 1}` });
      expect(response.status).toBe(204);
    }
    for (let load = 0; load < GRANTS_PER_ADDRESS; load++) {
      for (const address of PROBE_ADDRESSES) {
        // Each a page load of its own, as the composer grants one per page fetched: answered as any batch.
        const response = await send(app, { grant: grant({ shell: 'local', careers: V2 }, { cohort: CANARY_COHORT }), reports: errored(V2) }, { [TEST_CLIENT_HEADER]: address });
        expect(response.status).toBe(204);
      }
      advance(20_000);
    }

    const after = await health({ ...period(), version: V2 });
    expect(after.pageLoads - before.pageLoads).toBe(CAP * PROBE_ADDRESSES.length);
    expect(after.erroredPageLoads - before.erroredPageLoads).toBe(CAP * PROBE_ADDRESSES.length);
    expect(after).toMatchObject({ clients: 3, pageLoadsPastClientCap: (GRANTS_PER_ADDRESS - CAP) * PROBE_ADDRESSES.length });
    expect(await health({ ...period(), version: V1 })).toMatchObject({ pageLoads: LIVE_VISITORS, erroredPageLoads: 0, clients: LIVE_VISITORS });

    // The real judge, over what the route answers: enough page loads of each version for this
    // policy, and a canary whose every page load erred, yet three clients decide nothing.
    const policy = { ...DEFAULT_CANARY_POLICY, minPageLoads: CAP * PROBE_ADDRESSES.length };
    const now = new Date(START.getTime() + 30 * 60_000);
    const waiting = canaryStore();
    expect(await judgeCanaries({ store: waiting.store, health, policy, now })).toEqual([]);
    expect(waiting.decided).toEqual([]);
    // At its deadline it is held for a person, never decided on them.
    const deadline = new Date(Date.parse(CANARY_AT) + policy.maxMinutes * 60_000);
    const held = canaryStore();
    await judgeCanaries({ store: held.store, health, policy, now: deadline });
    expect(held.decided).toEqual([
      {
        action: 'hold',
        judgment: expect.objectContaining({
          decision: 'hold',
          // The live version's baseline cohorts' clients are not counted apart (the worker counts clients per version and hour).
          reason: `too few clients to judge in ${policy.maxMinutes} minutes (page loads from 3 clients of the canary, uncounted of the live version: ${policy.minClients} each before it is judged); held at its share for a person`,
        }),
      },
    ]);
    // The same counts with a minimum of three clients would roll it back: the minimum is what holds it.
    const decides = canaryStore();
    await judgeCanaries({ store: decides.store, health, policy: { ...policy, minClients: PROBE_ADDRESSES.length }, now });
    expect(decides.decided).toMatchObject([{ action: 'abort', judgment: { decision: 'rollback' } }]);
  });
});
