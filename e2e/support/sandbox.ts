// Reads what the sandbox's EmailJS stand-in received, and switches its failure mode.
import type { SentEmail } from 'sandbox/src/emailjs/outbox';
import { sandboxUrl } from './site';

export type { SentEmail };

export async function sentEmails(template?: string): Promise<SentEmail[]> {
  const query = template ? `?template=${encodeURIComponent(template)}` : '';
  const response = await fetch(`${sandboxUrl}/__sandbox/emails${query}`);
  if (!response.ok) throw new Error(`sandbox answered ${response.status} for its outbox`);
  // The sandbox answers { emails: [...] } (sandbox/src/emailjs/controlRoutes.ts).
  const { emails } = (await response.json()) as { emails: SentEmail[] };
  return emails;
}

export async function setEmailFailure(mode: 'off' | 'always' | 'ratio', ratio?: number, match?: string) {
  const response = await fetch(`${sandboxUrl}/__sandbox/emails/failure`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode, ratio, match }),
  });
  if (!response.ok) throw new Error(`sandbox refused failure mode ${mode}`);
}

/**
 * Fails only the emails with a template parameter equal to `match` (a test's own
 * visitor email), so tests running on the other worker keep sending.
 */
export const failEmailsMatching = (match: string) => setEmailFailure('always', undefined, match);

/** Lets the emails `failEmailsMatching(match)` failed go again; another test's match keeps failing. */
export const stopFailingEmailsMatching = (match: string) => setEmailFailure('off', undefined, match);
