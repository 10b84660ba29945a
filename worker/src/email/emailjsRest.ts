// The worker's own sends through EmailJS's REST API, with the account's private key
// (accessToken): payment receipts, and the emails of a form posted without scripts.
// Never throws: the outcome is a word for the row that keeps it ('sent', 'failed: …',
// 'off: …').
import type { WorkerDeps } from '../deps';

const SEND_DEADLINE_MS = 10_000;

/** EmailJS's send endpoint, as @emailjs/browser calls it. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

export async function sendThroughEmailjs(
  { env, fetch }: Pick<WorkerDeps, 'env' | 'fetch'>,
  templateId: string,
  params: Record<string, string | number | boolean>,
): Promise<string> {
  if (!env.receipts.privateKey) return 'off: EMAILJS_PRIVATE_KEY is not set';
  try {
    const response = await fetch(`${env.email.origin}${EMAILJS_SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: env.email.serviceId,
        template_id: templateId,
        user_id: env.email.publicKey,
        accessToken: env.receipts.privateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(SEND_DEADLINE_MS),
    });
    if (response.ok) return 'sent';
    const answer = (await response.text()).slice(0, 200);
    return `failed: EmailJS answered ${response.status} ${answer}`.trim();
  } catch (error) {
    return `failed: ${(error as Error).name === 'TimeoutError' ? 'EmailJS did not answer in time' : 'EmailJS could not be reached'}`;
  }
}
