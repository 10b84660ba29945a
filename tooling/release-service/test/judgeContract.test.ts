// The canary judge (tooling/release/judge.mjs, plain Node) names the worker's field
// health endpoint and the unreleased version as the contract does.
import { ENDPOINTS } from 'contract/endpoints';
import { LOCAL_VERSION } from 'contract/schemas/fieldReports';
import { FIELD_HEALTH_PATH, UNRELEASED_VERSION } from '../../release/judge.mjs';

it("names the field health endpoint and the unreleased version as the contract does", () => {
  expect(FIELD_HEALTH_PATH).toBe(ENDPOINTS.fieldHealth);
  expect(UNRELEASED_VERSION).toBe(LOCAL_VERSION);
});
