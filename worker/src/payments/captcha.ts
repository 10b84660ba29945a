// Verifies a captcha response token with the provider's siteverify endpoint (the
// reCAPTCHA/hCaptcha protocol: a form-encoded POST of `secret` and `response`,
// answered { success, 'error-codes' }). Each token verifies once. Anything but a
// clear answer counts as unavailable, and the caller fails closed.
import { z } from '../zodFull';
import type { WorkerEnv } from '../env';

export type CaptchaVerdict = { status: 'passed' } | { status: 'failed'; codes: string[] } | { status: 'unavailable' };

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

const VERIFY_TIMEOUT_MS = 10_000;

export async function verifyCaptcha(
  fetchFn: typeof fetch,
  config: WorkerEnv['captchaVerify'],
  token: string,
): Promise<CaptchaVerdict> {
  try {
    const response = await fetchFn(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ secret: config.secret, response: token }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { status: 'unavailable' };
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (!answer.success) return { status: 'unavailable' };
    if (answer.data.success) return { status: 'passed' };
    const codes = answer.data['error-codes'] ?? [];
    // A wrong secret is the site's own misconfiguration, not the visitor's failure.
    if (codes.some((code) => code.endsWith('input-secret'))) return { status: 'unavailable' };
    return { status: 'failed', codes };
  } catch {
    return { status: 'unavailable' };
  }
}
