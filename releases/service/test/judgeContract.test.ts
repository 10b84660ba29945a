// The canary judge (releases/tool/judge.mjs, plain Node) names the worker's field
// health endpoint as the contract does.
import { ENDPOINTS } from 'contract/endpoints';
import { FIELD_HEALTH_PATH } from '../../tool/judge.mjs';

it('names the field health endpoint as the contract does', () => {
  expect(FIELD_HEALTH_PATH).toBe(ENDPOINTS.fieldHealth);
});
