// How the built site is served: security headers on the page, compressed assets,
// long-lived caching for hashed files, and none for what a release replaces.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ports, repoRoot, sandboxUrl, siteUrl, workerUrl } from '../support/site';

const remoteOrigins = ['marketing', 'careers', 'payments', 'guides', 'staffhub'].map(
  (remote) => `http://localhost:${ports[remote as keyof typeof ports]}`,
);

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources.sort()];
    }),
  );
}

test('the page carries a Content-Security-Policy naming exactly the site and its third parties', async ({ request }) => {
  const response = await request.get(`${siteUrl}/apply`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = directives(response.headers()['content-security-policy'] ?? '');
  const sorted = (...sources: string[]) => [...new Set(sources)].sort();
  expect(policy).toEqual({
    'default-src': ["'self'"],
    'script-src': sorted("'self'", ...remoteOrigins, sandboxUrl, 'https://cdn.curator.io'),
    'style-src': sorted("'self'", ...remoteOrigins, 'https://cdn.curator.io'),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': sorted("'self'", 'data:', 'blob:', ...remoteOrigins, 'https://*.curator.io'),
    'connect-src': sorted("'self'", workerUrl, sandboxUrl, 'https://api.curator.io'),
    'frame-src': sorted(sandboxUrl, 'https://www.youtube-nocookie.com'),
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
});

test('a release shows at once: the page, remotes.json and remote entries are revalidated on every load', async ({ request }) => {
  for (const url of [`${siteUrl}/`, `${siteUrl}/remotes.json`, `${siteUrl}/main.js`, `${remoteOrigins[1]}/remoteEntry.js`]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
  }
});

test('hashed assets are compressed and cached for a year; remotes serve them to the site cross-origin', async ({ request }) => {
  const distDir = path.join(repoRoot, 'packages/mf-careers/dist');
  const hashed = readdirSync(distDir).find((name) => /\.[0-9a-f]{10}\.js$/.test(name));
  expect(hashed).toBeDefined();
  const url = `${remoteOrigins[1]}/${hashed}`;
  for (const [accept, encoding] of [
    ['br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});
