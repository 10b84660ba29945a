// Override grants under Miniflare (#34): a whole site state signed for a key that releases
// every remote it names (a staff key), only for staged versions, for minutes.
import { verifyOverrideGrant } from 'credentials/overrideGrant';
import { buildOf, json, refusalsOf, uploadAndStage } from '../test/releases';
import { TEST_PREVIEW_KEY, startService, type ServiceUnderTest } from '../test/serviceWorker';

jest.setTimeout(60_000);

let service: ServiceUnderTest;
let staff: { id: string; token: string };
let careers: { id: string; token: string };
const careersBuild = buildOf('careers', 'bisect me');
const marketingBuild = buildOf('marketing', 'and me');

beforeAll(async () => {
  service = await startService();
  staff = await service.mintKey('staff-bisect', ['careers', 'marketing', 'guides']);
  careers = await service.mintKey('careers-ci', ['careers']);
  await uploadAndStage(service, staff.token, careersBuild);
  await uploadAndStage(service, staff.token, marketingBuild);
});

afterAll(async () => {
  await service?.stop();
});

const ask = (token: string, body: object) => service.request('POST', '/overrides', { token, headers: json, body: JSON.stringify(body) });

it('signs a whole site state of staged versions (and own builds) for a key that releases every remote named, for five minutes', async () => {
  const before = Date.now();
  const response = await ask(staff.token, { versions: { careers: careersBuild.version, marketing: marketingBuild.version, guides: 'local' } });
  expect(response.status).toBe(201);
  const { grant, expiresAt } = (await response.json()) as { grant: string; expiresAt: string };
  expect(await verifyOverrideGrant(grant, TEST_PREVIEW_KEY)).toEqual({
    versions: { careers: careersBuild.version, marketing: marketingBuild.version, guides: 'local' },
    expiresAt: new Date(expiresAt),
  });
  expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 4 * 60_000);
  expect(Date.parse(expiresAt)).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
});

it("refuses a key that does not release one of the remotes named, with 403, and records it", async () => {
  const response = await ask(careers.token, { versions: { careers: careersBuild.version, marketing: marketingBuild.version } });
  expect(response.status).toBe(403);
  expect((await refusalsOf(service)).at(-1)).toEqual({
    key_id: careers.id,
    action: 'override',
    remote: 'marketing',
    version: marketingBuild.version,
    reason: 'the key careers-ci releases careers, not marketing',
  });
});

it('refuses a version not staged, a malformed one, no remote, or longer than fifteen minutes', async () => {
  const unstaged = buildOf('careers', 'never staged').version;
  const missing = await ask(staff.token, { versions: { careers: unstaged } });
  expect(missing.status).toBe(409);
  expect(await missing.json()).toEqual({ error: `careers ${unstaged} is not staged: an override names only versions in the store` });
  const malformed = await ask(staff.token, { versions: { careers: 'latest' } });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ error: 'not a version (12 hex digits): "latest"' });
  expect((await ask(staff.token, { versions: {} })).status).toBe(400);
  const tooLong = await ask(staff.token, { versions: { careers: careersBuild.version }, ttlSeconds: 15 * 60 + 1 });
  expect(tooLong.status).toBe(400);
  expect(await tooLong.json()).toMatchObject({ issues: [{ path: 'ttlSeconds' }] });
});
