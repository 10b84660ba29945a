// Canaries (docs/releasing.md, "Canary releases"; site/src/canary.js): a staged version
// live for a share of visitors beside the remote's live version, in live.json's
// `canary`, which the composer reads. Started by a team's release (`--canary N`), ended
// by the judge (judge.ts, the cron) or by hand (`npm run releases -- promote|abort`):
// promoted, its version live for everyone, or aborted, the live version kept, or held for
// a person by the judge (a history line only). Each is release-core's transition, as the
// folder store (releases/tool/store.mjs) makes it, written by switch.ts.
import { z } from 'zod';
import type { Env } from './env';
import { ServiceError, checked } from './http';
import { COMMIT_PATTERN } from './layout';
import type { Canary } from './live';
import type { Judgment } from './records/history';
import { stagedRelease } from './records/releases';
import { type HoldbackAsked, nextStep } from 'release-core/transitions';
import { type Actor, changeLive } from './switch';

const commit = z.string().regex(COMMIT_PATTERN, 'not a commit').nullable().default(null);

export const startCanaryBody = z.object({
  version: z.string(),
  share: z.number().int('a whole percentage').min(1).max(99),
  /** The shares it is promoted through, its share among them (release-core/transitions checks them). */
  steps: z.array(z.number().int('a whole percentage').min(1).max(99)).min(1).max(10).optional(),
  commit,
});

/** The most a judgment may take in the history, as JSON. */
export const MAX_JUDGMENT_BYTES = 4096;

const measure = z.number().finite().nullable();
const count = z.number().int().min(0);
/** One version's field health over the canary's time (the worker's GET /field-health) and which version it is. */
const health = z
  .object({ version: z.string().max(64).nullable().optional(), pageViews: count, errors: count, errorRate: measure, p75Inp: measure, p75Lcp: measure })
  // The worker's other numbers (errorsByKind, p75Cls, vitalCounts...): numbers, short texts or one level of named numbers.
  .catchall(z.union([measure, z.string().max(100), z.record(z.string().max(40), z.number().finite())]));

// The decision, why, and each version's numbers under its role: `canary` and `live` for a
// canary (ended, or held for a person by the judge), `current` and `before` for a full release the judge rolled back (its watch).
const judgmentSchema = z.object({ decision: z.enum(['promote', 'rollback', 'hold']), reason: z.string().min(1).max(1000) }).catchall(health);

/** A judgment as the history keeps it: its shape checked (400), its size capped (413). */
export function checkJudgment(judgment: unknown): Judgment {
  const size = new TextEncoder().encode(JSON.stringify(judgment)).length;
  if (size > MAX_JUDGMENT_BYTES) throw new ServiceError(413, `the judgment is larger than ${MAX_JUDGMENT_BYTES} bytes (${size})`);
  return checked(judgment, judgmentSchema, ['judgment']);
}

/** A holdback asked for with a switch or a promotion: the version before kept for a share of visitors for the watch (release-core/transitions). */
export const holdbackBody = z.object({ share: z.number().int().min(1).max(50), minutes: z.number().positive().max(7 * 24 * 60) }).optional();

export const endCanaryBody = z.object({
  outcome: z.enum(['promote', 'abort']),
  holdback: holdbackBody,
  /** The canary this decision is about: refused when another runs. */
  version: z.string().optional(),
  // Checked by checkJudgment, which caps its size before its shape.
  judgment: z.unknown().optional(),
  commit,
});

export interface StartCanaryRequest {
  remote: string;
  version: string;
  share: number;
  steps?: number[];
  commit: string | null;
  ifMatch: string | null;
}

export interface StartCanaryResult {
  started: boolean;
  /** The live version the canary stands beside. */
  from: string;
  version: string;
  share: number;
  etag: string | null;
}

/** Makes a staged `version` live for `share` percent of visitors beside the live version (a running canary is replaced). */
export async function startCanary(env: Env, actor: Actor, request: StartCanaryRequest): Promise<StartCanaryResult> {
  const { remote, version, share, steps, commit: commitSha } = request;
  if (!(await stagedRelease(env.DB, remote, version))) throw new ServiceError(409, `${remote} ${version} is not staged: upload and stage it first`);
  const { changed, before, etag } = await changeLive(env, actor, remote, request.ifMatch, { type: 'canary', version, share, ...(steps ? { steps } : {}) }, { commit: commitSha });
  return { started: changed, from: before!.version, version, share, etag };
}

export interface EndCanaryRequest {
  remote: string;
  outcome: 'promote' | 'abort';
  /** The canary's version the decision is about, when the caller knows it. */
  version: string | null;
  judgment: Judgment | null;
  commit: string | null;
  ifMatch: string | null;
  holdback?: HoldbackAsked;
}

export interface EndCanaryResult {
  /** The canary ended, or null when the remote had none (nothing changed). */
  ended: Canary | null;
  outcome: 'promote' | 'abort';
  /** The remote's version live for everyone now. */
  version: string | null;
  etag: string | null;
}

/** Ends the remote's canary: promoted to everyone, or aborted with the live version kept; the judgment goes into the history. */
export async function endCanary(env: Env, actor: Actor, request: EndCanaryRequest): Promise<EndCanaryResult> {
  const { remote, outcome, judgment, commit: commitSha } = request;
  if (judgment && judgment.decision !== (outcome === 'promote' ? 'promote' : 'rollback')) {
    throw new ServiceError(400, `a judgment that decides ${judgment.decision} cannot ${outcome} a canary`);
  }
  const holdback = request.holdback ? { holdback: request.holdback } : {};
  const { changed, before, etag } = await changeLive(env, actor, remote, request.ifMatch, { type: outcome, canary: request.version, ...holdback }, { commit: commitSha, judgment });
  const ended = changed ? before!.canary! : null;
  // A canary in steps promoted to its next share is still a canary: the live version stays.
  const toEveryone = ended !== null && outcome === 'promote' && nextStep(ended) === undefined;
  const version = toEveryone ? ended.version : (before?.version ?? null);
  return { ended, outcome, version, etag };
}

export interface HoldCanaryRequest {
  remote: string;
  /** The canary's version the hold is about, when the caller knows it. */
  version: string | null;
  judgment: Judgment | null;
  commit: string | null;
}

/** A 'hold' line for the remote's running canary (the judge's, at its deadline without evidence): live.json is not changed. Returns the canary held, or null when none runs. */
export async function holdCanary(env: Env, actor: Actor, request: HoldCanaryRequest): Promise<Canary | null> {
  const { remote, version, judgment, commit: commitSha } = request;
  const { changed, before } = await changeLive(env, actor, remote, null, { type: 'hold', canary: version }, { commit: commitSha, judgment });
  return changed ? before!.canary! : null;
}
