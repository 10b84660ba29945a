// Canaries through the release tool on the release service under Miniflare: its service
// store starts a canary (as `npm run release -w mf-careers -- --canary N` does after its
// checks) and retries one that lost a race, and `npm run releases -- promote|abort
// careers`, as a team's CI runs them with its key, end it, or fail with the service's
// reason where the key does not reach.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildOf, refusalsOf, releaseBuild, uploadAndStage } from './releases';
import { racingStore, tool } from './releaseTool';
import { teamsService } from './teamsService';

jest.setTimeout(60_000);

const REPO = join(__dirname, '../../..');
const CLI = join(REPO, 'releases/tool/cli.mjs');
const { ServiceRefusal, openServiceStore } = tool;

const teams = teamsService();

/** `npm run releases -- <args>` with the team's key, as CI runs it: its exit code and what it printed. */
async function releases(args: string[], key: string) {
  const env = { ...process.env, RELEASE_SERVICE_URL: teams.url, RELEASE_KEY: key, RELEASED_BY: 'tester', SITE_URL: 'http://127.0.0.1:9', RELEASES_DIR: '/nonexistent' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, 'releases', ...args], { cwd: REPO, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const [one, two, three] = ['one', 'two', 'three'].map((text) => buildOf('careers', `tool canary ${text}`)) as [ReturnType<typeof buildOf>, ReturnType<typeof buildOf>, ReturnType<typeof buildOf>];
const who = { by: 'ignored: the service records the key', commit: '0123abc' };

const careersStore = () => openServiceStore({ url: teams.url, key: teams.careers.token });
const everything = async () => ({ live: await careersStore().readLive(), history: await careersStore().history() });

beforeAll(async () => {
  await releaseBuild(teams.service, teams.careers.token, one);
  for (const build of [two, three]) await uploadAndStage(teams.service, teams.careers.token, build);
});

describe("the service store's startCanary", () => {
  it("fails with the service's 409 for a remote with no live release, and changes nothing", async () => {
    const payments = buildOf('payments', 'tool canary, never released');
    await uploadAndStage(teams.service, teams.payments.token, payments);
    const store = openServiceStore({ url: teams.url, key: teams.payments.token });
    const before = await everything();
    await expect(store.startCanary('payments', payments.version, 10, who)).rejects.toThrow(
      new ServiceRefusal(409, 'payments has no release for a canary to stand beside: release it to everyone first'),
    );
    expect(await everything()).toEqual(before);
  });

  it("fails with the service's 403 when careers' key starts a canary of payments, recorded, and changes nothing", async () => {
    const before = await everything();
    const refusal = careersStore().startCanary('payments', two.version, 10, who);
    await expect(refusal).rejects.toMatchObject({ status: 403, message: 'refused: the key careers-ci releases careers, not payments' });
    expect((await refusalsOf(teams.service)).at(-1)).toMatchObject({ key_id: teams.careers.id, action: 'canary', remote: 'payments' });
    expect(await everything()).toEqual(before);
  });

  it('retries a canary that lost a race: the canary runs, and both history lines are kept', async () => {
    const paymentsStore = openServiceStore({ url: teams.url, key: teams.payments.token });
    const payments = buildOf('payments', 'tool canary race');
    await uploadAndStage(teams.service, teams.payments.token, payments);

    // careers reads live.json, then payments switches before careers' canary arrives.
    const { store: racing, answered } = racingStore({
      url: teams.url,
      key: teams.careers.token,
      request: 'POST /live/careers/canary',
      before: () => paymentsStore.switchLive('payments', payments.version, { action: 'release', ...who }),
    });
    expect(await racing.startCanary('careers', two.version, 10, who)).toBe(one.version);

    expect(answered).toEqual(['GET /live 200', 'POST /live/careers/canary 412', 'GET /live 200', 'POST /live/careers/canary 200']);
    const { remotes } = await careersStore().readLive();
    expect(remotes.careers).toEqual({ version: one.version, at: expect.any(String), canary: { version: two.version, share: 10, at: expect.any(String) } });
    expect(remotes.payments?.version).toBe(payments.version);
    expect((await careersStore().history()).slice(-2)).toEqual([
      expect.objectContaining({ remote: 'payments', action: 'release', version: payments.version, by: 'payments-ci' }),
      expect.objectContaining({ remote: 'careers', action: 'canary', version: two.version, from: one.version, share: 10, by: 'careers-ci', commit: '0123abc' }),
    ]);
  });
});

it('lists the canary with `npm run releases`, its share in its state', async () => {
  const run = await releases([], teams.careers.token);
  expect(run.code).toBe(0);
  const rows = run.stdout.split('\n').map((line) => line.replace(/ +/g, ' '));
  expect(rows).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^careers ${one.version} live `)), expect.stringMatching(new RegExp(`^careers ${two.version} canary 10% `))]));
  // No site answers at SITE_URL here: the field health is said to be unknown, not guessed.
  expect(run.stdout).toContain("careers: a canary for 10% of visitors; its field health could not be read");
});

describe('npm run releases -- promote|abort careers', () => {
  it("fails with payments' key: the service's 403 is its reason, exit code 1, nothing changed", async () => {
    const before = await everything();
    const run = await releases(['promote', 'careers'], teams.payments.token);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('\nRefused by the release service (403): refused: the key payments-ci releases payments, not careers. Nothing changed.\n');
    expect(await everything()).toEqual(before);
  });

  it("promotes careers' canary with careers' key: live for everyone, a promoted release line with who decided", async () => {
    const run = await releases(['promote', 'careers'], teams.careers.token);
    // With the policy's holdback of the version before for its watch (CANARY_HOLDBACK_SHARE, 5 by default).
    const live = (await careersStore().readLive()).remotes.careers;
    expect(live).toEqual({ version: two.version, at: expect.any(String), holdback: { version: one.version, share: 5, until: expect.any(String) } });
    expect(run).toMatchObject({ code: 0, stdout: `careers ${two.version} is live for everyone but 5% of visitors, kept on ${one.version} to compare it with until ${live?.holdback?.until}.\n` });
    expect((await careersStore().history()).at(-1)).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      remote: 'careers',
      action: 'release',
      version: two.version,
      from: one.version,
      promoted: true,
      judgment: { decision: 'promote', reason: 'decided by hand by tester' },
      by: 'careers-ci',
      key: teams.careers.id,
      commit: null,
    });
  });

  it("aborts careers' canary with careers' key: the live version kept, an abort line", async () => {
    expect(await careersStore().startCanary('careers', three.version, 30, who)).toBe(two.version);
    const run = await releases(['abort', 'careers'], teams.careers.token);
    expect(run).toMatchObject({ code: 0, stdout: `careers's canary ${three.version} is rolled back: ${two.version} is live for everyone.\n` });
    // The live version as it was, with the holdback of its own watch.
    expect((await careersStore().readLive()).remotes.careers).toEqual({ version: two.version, at: expect.any(String), holdback: { version: one.version, share: 5, until: expect.any(String) } });
    expect((await careersStore().history()).at(-1)).toMatchObject({
      action: 'abort',
      version: two.version,
      from: three.version,
      judgment: { decision: 'rollback', reason: 'decided by hand by tester' },
      by: 'careers-ci',
    });
  });

  it('says there is no canary, exit code 1, and changes nothing', async () => {
    const before = await everything();
    const run = await releases(['abort', 'careers'], teams.careers.token);
    expect(run).toMatchObject({ code: 1, stdout: 'careers has no canary: nothing changed.\n' });
    expect(await careersStore().endCanary('careers', 'promote', who)).toBeUndefined();
    expect(await everything()).toEqual(before);
  });
});
