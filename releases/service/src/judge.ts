// The canary judge on the release service: the cron (wrangler.toml's [triggers]) runs the
// release machinery's judge (releases/core/judge.mjs judgeReleases) over the service's own
// live.json and history, not over HTTP. Each running canary is judged on its and its live
// version's field health since it started, from the worker at WORKER_URL (GET
// /field-health), and promoted or aborted on evidence, or held for a person at the deadline
// without it; a full release in its watch is rolled back on evidence it is worse than the
// version before; by the policy of the service's CANARY_* variables
// (releases/core/canaryJudgment.mjs), and CANARY_SYNTHETIC_MAY_PROMOTE naming the remotes
// whose team lets its journeys promote (releases/core/syntheticEvidence.mjs), as the
// folder store's host does.
// Its decisions are recorded as made by 'the canary judge', with the key id 'judge': it
// holds no key, and no key can have that id (keys are k_ and 12 hex digits).
import { canaryPolicyFrom } from 'release-core/canaryJudgment';
import { fieldHealthFrom, judgeReleases } from 'release-core/judge';
import { syntheticMayPromoteFrom } from 'release-core/syntheticEvidence';
import type { HoldbackAsked } from 'release-core/transitions';
import type { Env } from './env';
import { settledHistory } from './history';
import { ServiceError } from './http';
import { type Canary, readLive } from './live';
import { checkJudgment, endCanary, holdCanary } from './canary';
import { type Actor, switchLive } from './switch';

export const JUDGE: Actor = { id: 'judge', name: 'the canary judge' };

/** How many times a decision reads live.json again after losing a race. */
const ATTEMPTS = 5;

export interface JudgeDecision {
  remote: string;
  /** promote or abort: a canary's end; hold: one held for a person; rollback: a full release rolled back in its watch. */
  outcome: 'promote' | 'abort' | 'hold' | 'rollback';
  /** The canary ended or held, or the release rolled back. */
  version: string;
  reason: string;
}

/** What the judge (judge.mjs) passes with each decision: the version it judged, and its judgment. */
interface JudgeRecord {
  commit?: string | null;
  version?: string;
  judgment?: unknown;
  /** The holdback a promotion to everyone keeps for the watch (the policy's). */
  holdback?: HoldbackAsked;
}

/** `decide` again while it loses a race (412); undefined when what was judged changed meanwhile (409): the next run judges again. */
async function decided<T>(decide: () => Promise<T>): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decide();
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) {
        console.log(`the canary judge: nothing changed: ${error.message}`);
        return undefined;
      }
      if (!(error instanceof ServiceError && error.status === 412) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** The store judge.mjs judges over: the service's live.json and history, changed as the judge, each about the version it judged. */
export function judgeStore(env: Env, decisions: JudgeDecision[] = []) {
  return {
    readLive: async () => (await readLive(env.RELEASES)).live,
    history: async () => settledHistory(env, (await readLive(env.RELEASES)).live),

    async endCanary(remote: string, outcome: 'promote' | 'abort', { commit = null, version, judgment, holdback }: JudgeRecord): Promise<Canary | undefined> {
      const checkedJudgment = judgment === undefined ? null : checkJudgment(judgment);
      const result = await decided(() => endCanary(env, JUDGE, { remote, outcome, version: version ?? null, judgment: checkedJudgment, commit, ifMatch: null, ...(holdback ? { holdback } : {}) }));
      if (!result?.ended) return undefined;
      decisions.push({ remote, outcome, version: result.ended.version, reason: checkedJudgment?.reason ?? '' });
      return result.ended;
    },

    /** A 'hold' line for the canary judged, while it still runs; live.json is not changed. */
    async holdCanary(remote: string, { commit = null, version, judgment }: JudgeRecord): Promise<Canary | undefined> {
      const checkedJudgment = judgment === undefined ? null : checkJudgment(judgment);
      const result = await decided(() => holdCanary(env, JUDGE, { remote, version: version ?? null, judgment: checkedJudgment, commit }));
      if (!result) return undefined;
      decisions.push({ remote, outcome: 'hold', version: result.version, reason: checkedJudgment?.reason ?? '' });
      return result;
    },

    async switchLive(remote: string, version: string, { action, commit = null, onlyFrom, judgment }: JudgeRecord & { action: 'release' | 'rollback'; onlyFrom?: string }) {
      const checkedJudgment = judgment === undefined ? null : checkJudgment(judgment);
      const only = onlyFrom === undefined ? {} : { onlyFrom };
      const result = await decided(() => switchLive(env, JUDGE, { remote, version, action, commit, judgment: checkedJudgment, ifMatch: null, ...only }));
      if (!result?.switched) return null;
      decisions.push({ remote, outcome: 'rollback', version: result.from ?? version, reason: checkedJudgment?.reason ?? '' });
      return result.from;
    },
  };
}

/** The service's CANARY_* variables, as the policy reads them. */
const policyVariables = (env: Env) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0].startsWith('CANARY_') && typeof entry[1] === 'string'));

let saidNoWorker = false;

/** The judge's round, as the cron runs it: what it decided, also in the log. */
export async function judgeOnSchedule(env: Env, now = new Date()): Promise<JudgeDecision[]> {
  if (!env.WORKER_URL) {
    if (!saidNoWorker) console.log('the canary judge: WORKER_URL is not set, so nothing is judged (set it to the worker that answers /field-health)');
    saidNoWorker = true;
    return [];
  }
  const decisions: JudgeDecision[] = [];
  const variables = policyVariables(env);
  await judgeReleases({
    store: judgeStore(env, decisions),
    health: fieldHealthFrom(env.WORKER_URL, env.FIELD_HEALTH_KEY),
    policy: canaryPolicyFrom(variables),
    syntheticMayPromote: syntheticMayPromoteFrom(variables),
    now,
  });
  const said = { promote: 'promoted to everyone', abort: 'rolled back', hold: 'held at its share for a person', rollback: 'rolled back in its watch' };
  for (const { remote, outcome, version, reason } of decisions) console.log(`the canary judge: ${remote} ${version}: ${said[outcome]} (${reason})`);
  return decisions;
}
