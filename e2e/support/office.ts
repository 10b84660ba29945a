// The office (#35) as its people meet it: an admin's `npm run staff -- invite|revoke`
// run against the e2e worker's own SQLite file, and a browser with a passkey, which
// Chromium's virtual authenticator stands in for (a platform authenticator that keeps
// discoverable credentials and verifies its user without asking).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { environment, repoRoot, siteUrl } from './site';

/** The office spec's people and what they send: the bundle check proves none of it reaches a public bundle. */
export const OFFICE_FIXTURES = {
  person: 'Quill Ashworth-Office',
  visitor: 'Tamsin Verloop',
  visitorEmail: 'tamsin.verloop.office@example.com',
  visitorPhone: '608-555-0177',
  ticketText: 'The rack fan in the basement rattles since Tuesday.',
  invoiceNumber: 'RR-77310',
} as const;

/** Runs `npm run staff -w worker -- <args>` as built (worker/dist/staff.mjs), against the suite's worker database. */
const staff = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(repoRoot, 'worker/dist/staff.mjs'), ...args], { env: { ...process.env, ...environment }, encoding: 'utf8' });

/** Invites `name` and answers the enrolment link's path and fragment on the suite's site, as the CLI printed it. */
export function inviteToOffice(name: string): string {
  const link = staff('invite', name).match(/https?:\/\/\S+\/office\/enrol#\S+/)?.[0];
  if (!link) throw new Error(`the staff CLI printed no enrolment link for ${name}`);
  const url = new URL(link);
  if (url.origin !== siteUrl) throw new Error(`the enrolment link is for ${url.origin}, not the suite's site ${siteUrl}`);
  return `${url.pathname}${url.hash}`;
}

export const revokeFromOffice = (name: string) => staff('revoke', name);

/** A page in `context` whose browser holds a passkey authenticator (CDP WebAuthn domain). */
export async function pageWithPasskeys(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}
