// A canary waiting for evidence gets its team's journeys on a schedule (#44 item 5): on a
// quiet remote the field may take days, and a team whose policy lets synthetic evidence
// promote (CANARY_SYNTHETIC_MAY_PROMOTE, releases/core/syntheticEvidence.mjs) reaches a
// decision in a working day. Run by the local releases host beside its judge
// (tooling/scripts/serve-releases.mjs), one remote's journeys at a time, never two rounds at
// once; stopped with the host.

/** How often a waiting canary's journeys run, by default (JOURNEYS_EVERY_MINUTES). */
export const JOURNEYS_EVERY_MINUTES = 60;

/**
 * Every `everyMs`, each remote with a running canary gets `run(remote)` (its journeys
 * against it, as `npm run journeys -- --remote <remote>` runs them). Returns what stops it.
 * @param {{ store: { readLive: () => Promise<{ remotes: Record<string, { canary?: unknown }> }> }, run: (remote: string) => Promise<number>, everyMs: number, log?: (line: string) => void }} options
 */
export function scheduleJourneys({ store, run, everyMs, log = console.log }) {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const { remotes } = await store.readLive();
      for (const [remote, entry] of Object.entries(remotes)) {
        if (!entry.canary) continue;
        const code = await run(remote);
        // 2: the remote declares no journeys (or its canary ended meanwhile): nothing to say each round.
        if (code !== 2) log(`releases: ${remote}'s journeys against its canary ${code === 0 ? 'passed' : 'failed'}`);
      }
    } catch (error) {
      log(`releases: the canaries' journeys could not run (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(round, everyMs);
  timer.unref?.();
  return { round, stop: () => clearInterval(timer) };
}

/** JOURNEYS_EVERY_MINUTES in ms: 0 turns the schedule off. @param {Record<string, string | undefined>} env */
export function journeysEveryMs(env) {
  const minutes = Number(env.JOURNEYS_EVERY_MINUTES ?? JOURNEYS_EVERY_MINUTES);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes * 60_000 : JOURNEYS_EVERY_MINUTES * 60_000;
}
