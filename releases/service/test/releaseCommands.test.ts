// The release tool's commands as a team's CI runs them, pointed at the release service
// under Miniflare by RELEASE_SERVICE_URL and RELEASE_KEY: a refusal fails the command with
// the service's reason and exit code 1, and `npm run releases -- prune` is a dry run unless applied.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildOf, liveOf, releaseBuild, uploadAndStage } from './releases';
import { teamsService } from './teamsService';

jest.setTimeout(60_000);

const REPO = join(__dirname, '../../..');
const CLI = join(REPO, 'releases/tool/cli.mjs');

const teams = teamsService();

/** Runs `node releases/tool/cli.mjs <args>` in `cwd` with the team's key; its exit code and what it printed. */
async function cli(args: string[], { key, cwd = REPO }: { key: string; cwd?: string }) {
  const env = { ...process.env, RELEASE_SERVICE_URL: teams.url, RELEASE_KEY: key, SITE_URL: 'http://127.0.0.1:9', RELEASES_DIR: '/nonexistent' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { cwd, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

it("fails `npm run rollback -w mf-careers` with payments' key: the service's 403 is its reason, exit code 1, nothing changed", async () => {
  const [first, second] = [buildOf('careers', 'one'), buildOf('careers', 'two')];
  await releaseBuild(teams.service, teams.careers.token, first);
  await releaseBuild(teams.service, teams.careers.token, second);
  const before = await liveOf(teams.service, teams.careers.token);

  const run = await cli(['rollback'], { key: teams.payments.token, cwd: join(REPO, 'mf-careers') });
  expect(run.code).toBe(1);
  expect(run.stderr).toBe('\nRefused by the release service (403): refused: the key payments-ci releases payments, not careers. Nothing changed.\n');
  expect(await liveOf(teams.service, teams.careers.token)).toEqual(before);
});

it('rolls careers back with `npm run rollback -w mf-careers` and careers\' key', async () => {
  const run = await cli(['rollback'], { key: teams.careers.token, cwd: join(REPO, 'mf-careers') });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(`  ✓ live: ${buildOf('careers', 'two').version} → ${buildOf('careers', 'one').version}\n`);
  expect((await liveOf(teams.service, teams.careers.token)).live.remotes.careers?.version).toBe(buildOf('careers', 'one').version);
});

it("lists with `npm run releases -- prune` what a prune of the key's remotes would remove, and removes nothing", async () => {
  const [one, two, three, four] = ['one', 'two', 'three', 'four'].map((text) => buildOf('careers', text).version);
  for (const text of ['three', 'four']) await uploadAndStage(teams.service, teams.careers.token, buildOf('careers', text));

  const run = await cli(['releases', 'prune', '--keep', '1'], { key: teams.careers.token });
  expect(run.code).toBe(0);
  const decisions = {
    [one!]: 'stays: live',
    [two!]: 'stays: live within the last day',
    [three!]: 'would remove: not live, not among the latest 1, not live within the last day',
    [four!]: 'stays: among the latest 1',
  };
  const lines = Object.keys(decisions)
    .sort()
    .map((version) => `careers ${version} ${decisions[version]}`);
  expect(run.stdout).toBe(`${lines.join('\n')}\n\nA dry run: 1 release(s) would go. Remove them with --apply.\n`);
  const staged = (await (await teams.service.request('GET', '/releases', { token: teams.careers.token })).json()) as { releases: Array<{ version: string }> };
  expect(staged.releases.map(({ version }) => version).sort()).toEqual([one, two, three, four].sort());
});
