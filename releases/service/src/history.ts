// The history as D1 holds it, with the last switch's line added if it is missing. A switch
// writes live.json first, carrying its own history line, and the line into D1 after: a
// service that stopped between the two leaves the line in live.json, and the next read
// of the history or the next switch (which must read live.json first) writes it.
import type { Env } from './env';
import type { Live } from './live';
import { type HistoryRecord, appendHistory, historyOf } from './records/history';

export async function settleLastSwitch(env: Env, live: Live): Promise<void> {
  if (live.lastSwitch) await appendHistory(env.DB, live.lastSwitch);
}

export async function settledHistory(env: Env, live: Live, remote?: string): Promise<HistoryRecord[]> {
  await settleLastSwitch(env, live);
  return historyOf(env.DB, remote);
}
