// Synthetic evidence (#32, docs/releasing.md "Synthetic evidence"): a team's journeys run
// against its canary count apart from visitors (the worker's `synthetic` counts). The judge
// judges the field; this is what a team's policy lets the journeys add where the field has
// too little: CANARY_SYNTHETIC_MAY_PROMOTE names the remotes whose journeys may promote.
// Journeys never roll a canary back on their own: a journey that errs on the canary holds it
// for a person, saying so (a handful of scripted paths may fail for the journey's sake).

/**
 * The remotes whose team lets synthetic evidence promote: CANARY_SYNTHETIC_MAY_PROMOTE, a
 * comma-separated list of remote names (none by default).
 * @param {Record<string, string | undefined>} env @returns {(remote: string) => boolean}
 */
export function syntheticMayPromoteFrom(env) {
  const remotes = new Set((env.CANARY_SYNTHETIC_MAY_PROMOTE ?? '').split(',').map((name) => name.trim()).filter(Boolean));
  return (remote) => remotes.has(remote);
}

/**
 * The field's judgment, or what the journeys add where the field has too little of the
 * canary: a hold where they erred on it, a promotion at the deadline where the team's policy
 * allows it and they met no error in at least `minPageLoads` page loads.
 * @param {{
 *   judgment: import('./canaryJudgment.mjs').Judgment,
 *   canary: { pageLoads: number, synthetic?: { pageLoads: number, erroredPageLoads: number } },
 *   minutes: number,
 *   policy: import('./canaryJudgment.mjs').CanaryPolicy,
 *   mayPromote: boolean,
 * }} options
 * @returns {import('./canaryJudgment.mjs').Judgment}
 */
export function withSyntheticEvidence({ judgment, canary, minutes, policy, mayPromote }) {
  const journeys = canary.synthetic;
  const fieldTooLittle = canary.pageLoads < policy.minPageLoads;
  if (!journeys || journeys.pageLoads === 0 || !fieldTooLittle || (judgment.decision !== 'wait' && judgment.decision !== 'hold')) return judgment;
  const seen = `${journeys.pageLoads} synthetic page loads of the canary, ${journeys.erroredPageLoads} errored`;
  if (journeys.erroredPageLoads > 0) {
    return { decision: 'hold', reason: `the team's journeys erred on the canary (${seen}) while the field has too little to judge: synthetic evidence never rolls back on its own; held at its share for a person` };
  }
  if (mayPromote && minutes >= policy.maxMinutes && journeys.pageLoads >= policy.minPageLoads) {
    return { decision: 'promote', reason: `promoted on synthetic evidence, as the team's policy allows: ${seen}; the field had too little (${canary.pageLoads} page loads of the canary)` };
  }
  return judgment;
}
