import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CANARY_POLICY } from 'release-core/canaryJudgment';
import { edgeReleaseSource } from './edgeReleaseSource';
import { nodeReleaseSource } from './nodeReleaseSource';

const noFetch = (() => Promise.reject(new Error('not called'))) as typeof fetch;

describe('nodeReleaseSource', () => {
  it('is none without RELEASES_DIR', () => {
    expect(nodeReleaseSource({})).toBeUndefined();
    expect(nodeReleaseSource({ RELEASES_DIR: ' ' })).toBeUndefined();
  });

  it("reads the folder, with the judge's policy as the environment sets it", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'office-releases-'));
    try {
      await writeFile(join(dir, 'live.json'), JSON.stringify({ remotes: { careers: { version: 'aaaaaaaaaaaa', at: '2026-06-30T10:00:00.000Z' } } }));
      const source = nodeReleaseSource({ RELEASES_DIR: dir, CANARY_MIN_PAGE_LOADS: '50', CANARY_SYNTHETIC_MAY_PROMOTE: 'careers' })!;
      expect(await source.read()).toEqual({ live: { careers: { version: 'aaaaaaaaaaaa', at: '2026-06-30T10:00:00.000Z' } }, history: [] });
      expect(source.policy).toEqual({ ...DEFAULT_CANARY_POLICY, minPageLoads: 50 });
      expect([source.syntheticMayPromote('careers'), source.syntheticMayPromote('guides')]).toEqual([true, false]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('edgeReleaseSource', () => {
  it('needs both the service and its key', () => {
    expect(edgeReleaseSource({}, noFetch)).toBeUndefined();
    expect(edgeReleaseSource({ RELEASE_SERVICE_URL: 'https://releases.example.test' }, noFetch)).toBeUndefined();
    expect(edgeReleaseSource({ RELEASE_READ_KEY: 'rk_x' }, noFetch)).toBeUndefined();
    expect(edgeReleaseSource({ RELEASE_SERVICE_URL: 'https://releases.example.test', RELEASE_READ_KEY: 'rk_x' }, noFetch)?.policy).toEqual(DEFAULT_CANARY_POLICY);
  });
});
