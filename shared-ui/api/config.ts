// The worker's configuration lookups (shapes in contract/schemas/config).
import { workerGet } from 'shared-ui/api/worker';
import { ENDPOINTS } from 'contract/endpoints';
import { captchaConfigSchema, emailConfigSchema, paymentConfigSchema } from 'contract/schemas/config';

export const fetchEmailConfig = () => workerGet(ENDPOINTS.emailConfig, emailConfigSchema);
export const fetchPaymentConfig = () => workerGet(ENDPOINTS.paymentConfig, paymentConfigSchema);
export const fetchCaptchaConfig = () => workerGet(ENDPOINTS.captchaConfig, captchaConfigSchema);
