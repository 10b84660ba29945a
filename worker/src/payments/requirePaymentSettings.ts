// Online payments need every payment and captcha setting: a worker without them (and
// without ALLOW_DEV_DEFAULTS) answers 503 on the payment routes instead of using the
// development sandbox (src/providerSettings.ts).
import type { WorkerEnv } from '../env';
import { ApiError } from '../http/apiError';

export function requirePaymentSettings(env: Pick<WorkerEnv, 'missingPaymentSettings'>): void {
  if (env.missingPaymentSettings.length > 0) {
    console.error(`worker: online payments are off until ${env.missingPaymentSettings.join(', ')} are set`);
    throw new ApiError(503, 'Online payments are not available just now');
  }
}
