// Deploys of the shell recorded under Miniflare (#44): a 'release' line of the part `shell`
// in the history bisect reads, from the release recorded last, with a key minted for
// `shell`; a key for the remotes alone is refused and the refusal recorded.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildOf, json, refusalsOf, releaseBuild } from '../test/releases';
import { SERVICE_URL, startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

/** The release tool's service store (JavaScript this package's type check does not cover: test/releaseTool.ts). */
const { openServiceStore } = createRequire(__filename)(join(__dirname, '../../tool/serviceStore.mjs')) as {
  openServiceStore(options: { url: string; key: string; fetch?: typeof fetch }): {
    recordShellRelease(version: string, record: { by: string; commit: string | null }): Promise<{ recorded: boolean; from: string | null }>;
  };
};

let service: ServiceUnderTest;
let shellDeploys: { id: string; token: string };
let careers: { id: string; token: string };
const careersBuild = buildOf('careers', 'beside the shell');

beforeAll(async () => {
  service = await startService();
  shellDeploys = await service.mintKey('shell-deploys', ['shell']);
  careers = await service.mintKey('careers-ci', ['careers']);
  await releaseBuild(service, careers.token, careersBuild);
});

afterAll(async () => {
  await service?.stop();
});

const record = (token: string, body: object) => service.request('POST', '/shell/releases', { token, headers: json, body: JSON.stringify(body) });
const historyOf = async (token: string) => ((await (await service.request('GET', '/history', { token })).json()) as { history: Array<Record<string, unknown>> }).history;

it("records each release of the shell once, from the one before, beside the remotes' switches", async () => {
  const first = await record(shellDeploys.token, { version: 'a0a0a0a0a0a0', commit: 'a0a0a0a0a0a0' });
  expect(first.status).toBe(201);
  expect(await first.json()).toEqual({ recorded: true, from: null });
  const again = await record(shellDeploys.token, { version: 'a0a0a0a0a0a0' });
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ recorded: false, from: 'a0a0a0a0a0a0' });
  expect(await (await record(shellDeploys.token, { version: 'b1b1b1b1b1b1', commit: 'b1b1b1b1b1b1' })).json()).toEqual({ recorded: true, from: 'a0a0a0a0a0a0' });

  const history = await historyOf(careers.token);
  expect(history.map(({ remote, action, version, from }) => ({ remote, action, version, from }))).toEqual([
    { remote: 'careers', action: 'release', version: careersBuild.version, from: null },
    { remote: 'shell', action: 'release', version: 'a0a0a0a0a0a0', from: null },
    { remote: 'shell', action: 'release', version: 'b1b1b1b1b1b1', from: 'a0a0a0a0a0a0' },
  ]);
  expect(history[2]).toMatchObject({ by: 'shell-deploys', key: shellDeploys.id, commit: 'b1b1b1b1b1b1' });
  expect(await historyOf(shellDeploys.token)).toHaveLength(3);
});

it('is what the release tool asks for with RELEASE_SERVICE_URL and a key for the shell', async () => {
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => service.mf.dispatchFetch(String(input), init as never)) as unknown as typeof fetch;
  const store = openServiceStore({ url: SERVICE_URL, key: shellDeploys.token, fetch: fetcher });
  expect(await store.recordShellRelease('c2c2c2c2c2c2', { by: 'ignored: the key names who', commit: null })).toEqual({ recorded: true, from: 'b1b1b1b1b1b1' });
});

it('refuses a key that does not release the shell, recording the refusal, and a release that is not one', async () => {
  const refused = await record(careers.token, { version: 'd3d3d3d3d3d3' });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('refused: the key careers-ci releases careers, not shell');
  expect(await refusalsOf(service)).toContainEqual(expect.objectContaining({ key_id: careers.id, action: 'switch', remote: 'shell', version: 'd3d3d3d3d3d3' }));
  expect((await record(shellDeploys.token, { version: 'main' })).status).toBe(400);
  expect((await record(shellDeploys.token, { version: 'e4e4e4e4e4e4', commit: 'not a commit' })).status).toBe(400);
  const recorded = (await historyOf(careers.token)).map(({ version }) => version);
  expect(recorded).not.toContain('d3d3d3d3d3d3');
  expect(recorded).not.toContain('e4e4e4e4e4e4');
});
