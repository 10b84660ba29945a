// The release tool's modules (releases/tool: JavaScript this package's type check does
// not cover), loaded through require so that tsc stays out of them, typed as the tests use them.
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface Canary {
  version: string;
  share: number;
  at: string;
}

export interface Live {
  remotes: Record<string, { version: string; at: string; canary?: Canary; holdback?: { version: string; share: number; until: string } }>;
}

export interface HistoryRecord {
  at: string;
  remote: string;
  action: 'release' | 'rollback' | 'canary' | 'abort';
  version: string;
  from: string | null;
  by: string;
  commit: string | null;
  share?: number;
  promoted?: true;
  judgment?: Record<string, unknown>;
}

export interface PruneResult {
  dryRun: boolean;
  keep: number;
  decisions: Array<{ remote: string; version: string; keep: boolean; why: string; filesRemoved?: number }>;
}

export interface ServiceStore {
  readLive(): Promise<Live>;
  history(): Promise<HistoryRecord[]>;
  versions(remote: string): Promise<string[]>;
  hasRelease(remote: string, version: string): Promise<boolean>;
  stage(remote: string, distDir: string): Promise<{ version: string; created: boolean }>;
  switchLive(remote: string, version: string, record: { action: 'release' | 'rollback'; by: string; commit: string | null }): Promise<string | null>;
  startCanary(remote: string, version: string, share: number, record: { by: string; commit: string | null }): Promise<string | null>;
  endCanary(remote: string, outcome: 'promote' | 'abort', record: { by: string; commit: string | null; judgment?: object }): Promise<Canary | undefined>;
  prune(options: { apply: boolean; keep?: number }): Promise<PruneResult>;
}

interface ReleaseTool {
  openServiceStore(options: { url: string; key: string; fetch?: typeof fetch }): ServiceStore;
  ServiceRefusal: new (status: number, message: string, details?: Record<string, unknown>) => Error & { status: number };
  listReleases(options: { remotes: string[]; store: ServiceStore }): Promise<void>;
  rollback(options: { remote: string; store: ServiceStore; siteUrl: string; by: string; commit: string | null; named?: string }): Promise<boolean>;
}

const TOOL_DIR = join(__dirname, '../../tool');
const load = (file: string): unknown => createRequire(__filename)(join(TOOL_DIR, file));

export const tool = {
  ...(load('serviceStore.mjs') as Pick<ReleaseTool, 'openServiceStore'>),
  ...(load('serviceClient.mjs') as Pick<ReleaseTool, 'ServiceRefusal'>),
  ...(load('list.mjs') as Pick<ReleaseTool, 'listReleases'>),
  ...(load('rollback.mjs') as Pick<ReleaseTool, 'rollback'>),
} satisfies ReleaseTool;

/**
 * A service store whose requests are logged as 'METHOD /path status' into `answered`, and
 * which runs `before` once, just before its first `request` ('POST /live/careers'): another
 * team's switch landing between this store's read of live.json and its own write.
 */
export function racingStore({ url, key, request, before }: { url: string; key: string; request: string; before: () => Promise<unknown> }) {
  const answered: string[] = [];
  let raced = false;
  const store = tool.openServiceStore({
    url,
    key,
    fetch: async (input, init) => {
      const sent = `${init?.method} ${new URL(String(input)).pathname}`;
      if (sent === request && !raced) {
        raced = true;
        await before();
      }
      const response = await fetch(input, init);
      answered.push(`${sent} ${response.status}`);
      return response;
    },
  });
  return { store, answered };
}
