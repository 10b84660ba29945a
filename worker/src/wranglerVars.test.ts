// wrangler.toml is deployed as it is: what it sets alone must hold no development value.
import { parseEnv } from './env';
import { wranglerOptions } from '../test/edgeWorker';

jest.setTimeout(60_000);

it('deploys no development default: its vars alone leave the staff unlock and online payments off', async () => {
  const { bindings } = await wranglerOptions();
  expect(bindings.ALLOW_DEV_DEFAULTS).toBeUndefined();
  const env = parseEnv(bindings);
  expect(env.staff.configured).toBe(false);
  expect(env.missingPaymentSettings).not.toEqual([]);
  expect(JSON.stringify(bindings)).not.toMatch(/sandbox|localhost|127\.0\.0\.1/);
});
