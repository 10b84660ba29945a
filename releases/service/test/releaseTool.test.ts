// The release tool (releases/tool) on the release service under Miniflare: its service
// store stages, switches, lists and rolls back with a team's key, retries a switch that
// lost a race, and fails with the service's reason where the key does not reach.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { refusalsOf } from './releases';
import { racingStore, type ServiceStore, tool } from './releaseTool';
import { teamsService } from './teamsService';

jest.setTimeout(60_000);

const scratch = mkdtempSync(join(tmpdir(), 'release-tool-service-'));
const { ServiceRefusal, listReleases, openServiceStore, rollback } = tool;

const teams = teamsService();

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A remote's dist/ of a few files that say `text`. */
function dist(remote: string, text: string): string {
  const dir = join(scratch, `${remote}-${text.replace(/\W/g, '-')}`);
  const files: Record<string, string> = {
    'remoteEntry.js': `/* ${remote}: ${text} */`,
    'mf-manifest.json': JSON.stringify({ name: remote }),
    'ssr/index.json': JSON.stringify({ pages: { '/': text } }),
    'static/js/page.js': `console.log(${JSON.stringify(text)});`,
    'static/js/vendors-node_modules_@scope_pkg+1.js': '/* a chunk named after a scoped package */',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const release = { action: 'release', by: 'ignored: the service records the key', commit: '0123abc' } as const;

/** What `npm run releases` prints for `remotes`, a line per row. */
async function listed(store: ServiceStore, remotes: string[]): Promise<string[]> {
  const lines: string[] = [];
  jest.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  try {
    await listReleases({ remotes, store });
  } finally {
    jest.mocked(console.log).mockRestore();
  }
  return lines.map((line) => line.replace(/\d{4}-\d\d-\d\d \d\d:\d\d/, 'DATE').replace(/ +/g, ' '));
}

let first: string;

it("stages careers' build with careers' key, switches to it, and lists it live, released by that key", async () => {
  const store = openServiceStore({ url: teams.url, key: teams.careers.token });
  const staged = await store.stage('careers', dist('careers', 'first'));
  expect(staged).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), created: true });
  first = staged.version;
  const objects = await teams.service.bucket.list({ prefix: `careers/${first}/` });
  expect(objects.objects.map(({ key }) => key.slice(`careers/${first}/`.length)).sort()).toEqual(
    ['mf-manifest.json', 'remoteEntry.js', 'ssr/index.json', 'static/js/page.js', 'static/js/vendors-node_modules_@scope_pkg+1.js'].sort(),
  );
  expect(await store.hasRelease('careers', first)).toBe(true);
  expect(await store.switchLive('careers', first, release)).toBeNull();

  expect((await store.readLive()).remotes.careers?.version).toBe(first);
  expect(await store.history()).toEqual([
    { id: expect.any(String), at: expect.any(String), remote: 'careers', action: 'release', version: first, from: null, by: 'careers-ci', key: teams.careers.id, commit: '0123abc' },
  ]);
  expect(await listed(store, ['careers', 'payments'])).toEqual([
    'remote version state released by commit',
    `careers ${first} live DATE careers-ci 0123abc`,
    'payments - its own build (never released)',
  ]);
});

it("fails with the service's 409 a switch to a version never staged, and changes nothing", async () => {
  const store = openServiceStore({ url: teams.url, key: teams.careers.token });
  const before = { live: await store.readLive(), history: await store.history() };
  await expect(store.switchLive('careers', '0123456789ab', release)).rejects.toMatchObject({
    status: 409,
    message: 'careers 0123456789ab is not staged: upload and stage it first',
  });
  expect({ live: await store.readLive(), history: await store.history() }).toEqual(before);
});

it('takes the same build staged again as a no-op', async () => {
  const store = openServiceStore({ url: teams.url, key: teams.careers.token });
  expect(await store.stage('careers', dist('careers', 'first'))).toEqual({ version: first, created: false });
  expect(await store.versions('careers')).toEqual([first]);
});

it("fails with the service's 403 when careers' key switches payments, and changes nothing", async () => {
  const store = openServiceStore({ url: teams.url, key: teams.careers.token });
  const before = { live: await store.readLive(), history: await store.history() };
  const refusal = store.switchLive('payments', first, release);
  await expect(refusal).rejects.toThrow(new ServiceRefusal(403, 'refused: the key careers-ci releases careers, not payments'));
  await expect(refusal).rejects.toMatchObject({ status: 403 });
  expect({ live: await store.readLive(), history: await store.history() }).toEqual(before);
  expect((await refusalsOf(teams.service)).at(-1)).toEqual({ key_id: teams.careers.id, action: 'switch', remote: 'payments', version: first, reason: 'the key careers-ci releases careers, not payments' });
});

it('retries a switch that lost a race: both switches end live, in order, with both history lines', async () => {
  const paymentsStore = openServiceStore({ url: teams.url, key: teams.payments.token });
  const { version: paymentsVersion } = await paymentsStore.stage('payments', dist('payments', 'race'));
  const careersStore = openServiceStore({ url: teams.url, key: teams.careers.token });
  const { version: second } = await careersStore.stage('careers', dist('careers', 'second'));

  // careers reads live.json, then payments switches before careers' switch arrives.
  const { store: racing, answered } = racingStore({
    url: teams.url,
    key: teams.careers.token,
    request: 'POST /live/careers',
    before: () => paymentsStore.switchLive('payments', paymentsVersion, release),
  });
  expect(await racing.switchLive('careers', second, release)).toBe(first);

  expect(answered).toEqual(['GET /live 200', 'POST /live/careers 412', 'GET /live 200', 'POST /live/careers 200']);
  const { remotes } = await careersStore.readLive();
  expect([remotes.careers?.version, remotes.payments?.version]).toEqual([second, paymentsVersion]);
  expect((await careersStore.history()).map(({ remote, version, from, by }) => ({ remote, version, from, by }))).toEqual([
    { remote: 'careers', version: first, from: null, by: 'careers-ci' },
    { remote: 'payments', version: paymentsVersion, from: null, by: 'payments-ci' },
    { remote: 'careers', version: second, from: first, by: 'careers-ci' },
  ]);
});

it('rolls careers back through the service to the release before the live one', async () => {
  const store = openServiceStore({ url: teams.url, key: teams.careers.token });
  const second = (await store.readLive()).remotes.careers!.version;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  // No site answers there: the tool says the shell was not checked, as it does on the folder store.
  const done = await rollback({ remote: 'careers', store, siteUrl: 'http://127.0.0.1:9', by: 'tester', commit: '0123abc' });
  jest.mocked(console.log).mockRestore();

  expect(done).toBe(true);
  expect((await store.readLive()).remotes.careers?.version).toBe(first);
  expect((await store.history()).at(-1)).toMatchObject({ remote: 'careers', action: 'rollback', version: first, from: second, by: 'careers-ci', commit: '0123abc' });
});
