// The canary judge (releases/core/judge.mjs, plain Node) names the worker's field
// health endpoint as the contract does.
import { ENDPOINTS } from 'contract/endpoints';
import { FIELD_HEALTH_PATH } from 'release-core/judge';

it('names the field health endpoint as the contract does', () => {
  expect(FIELD_HEALTH_PATH).toBe(ENDPOINTS.fieldHealth);
});
