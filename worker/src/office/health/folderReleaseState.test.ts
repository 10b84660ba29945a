import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderReleaseState } from './folderReleaseState';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'office-health-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('folderReleaseState', () => {
  it('reads live.json and history.jsonl as the release tool writes them', async () => {
    const live = { remotes: { careers: { version: 'aaaaaaaaaaaa', at: '2026-06-30T10:00:00.000Z', canary: { version: 'bbbbbbbbbbbb', share: 10, at: '2026-06-30T11:00:00.000Z' } } } };
    const lines = [
      { at: '2026-06-30T10:00:00.000Z', remote: 'careers', action: 'release', version: 'aaaaaaaaaaaa', from: null, by: 'sam', commit: null },
      { at: '2026-06-30T11:00:00.000Z', remote: 'careers', action: 'canary', version: 'bbbbbbbbbbbb', from: 'aaaaaaaaaaaa', by: 'sam', commit: 'abc1234', share: 10 },
    ];
    await writeFile(join(dir, 'live.json'), `${JSON.stringify(live, null, 2)}\n`);
    await writeFile(join(dir, 'history.jsonl'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    expect(await folderReleaseState(dir)()).toEqual({ live: live.remotes, history: lines });
  });

  it('is an empty store where nothing was released yet', async () => {
    expect(await folderReleaseState(dir)()).toEqual({ live: {}, history: [] });
    expect(await folderReleaseState(join(dir, 'not-made-yet'))()).toEqual({ live: {}, history: [] });
  });

  it('fails on a live.json it cannot read, rather than saying nothing is live', async () => {
    await writeFile(join(dir, 'live.json'), '{ half');
    await expect(folderReleaseState(dir)()).rejects.toThrow(SyntaxError);
  });
});
