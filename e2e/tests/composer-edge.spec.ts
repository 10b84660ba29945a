// The composer's Workers build, run by Miniflare (workerd, offline) as Cloudflare would
// run it, composes the same page from the same running remotes as the Node server.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { Miniflare } from 'miniflare';
import { composerWorker, siteManifest as manifest } from '../support/composerOnWorkers';
import { mainHeadingOf } from '../support/serverHtml';
import { serveReleases } from '../support/servers';
import { repoRoot, SPARE_PORT_BASE } from '../support/site';
import { signOverrideGrant } from 'credentials/overrideGrant';

const PREVIEW_KEY = 'the-edge-composer-test-preview-key-0123456789';

const composerOnWorkers = (bindings: Record<string, string>) => new Miniflare(composerWorker(bindings));

test('the composer on Workers answers a composed page, a not-found page and the shell’s files', async () => {
  const mf = composerOnWorkers({});
  try {
    const page = await mf.dispatchFetch('http://localhost/apply/positions/1');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(mainHeadingOf(html)).toBe('System Integrator');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/apply/positions/1"/>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Every remote serves its own build here: none is in the release store.
    expect(page.headers.get('x-composed-from')).toBe(['shell=local', ...manifest.remotes.map(({ name }) => `${name}=local`)].join('; '));

    const missing = await mf.dispatchFetch('http://localhost/apply/positions/3');
    expect(missing.status).toBe(404);
    expect(mainHeadingOf(await missing.text())).toBe('There is nothing here!');

    const script = await mf.dispatchFetch('http://localhost/main.js');
    expect(script.status).toBe(200);
    await script.arrayBuffer();
  } finally {
    await mf.dispose();
  }
});

test('the composer on Workers draws no page without its public origin, and never takes one from the request', async () => {
  const unset = composerOnWorkers({ SITE_ORIGIN: '' });
  try {
    const page = await unset.dispatchFetch('http://localhost/team', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(page.status).toBe(500);
    expect(await page.text()).toBe('This site is not configured yet.');
  } finally {
    await unset.dispose();
  }
  const configured = composerOnWorkers({});
  try {
    const forged = await configured.dispatchFetch('http://evil.example/team', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    const html = await forged.text();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/team"/>');
    expect(html).not.toContain('evil.example');
  } finally {
    await configured.dispose();
  }
});

test('the composer on Workers answers robots.txt, the sitemap and the icons', async () => {
  const mf = composerOnWorkers({});
  try {
    const robots = await mf.dispatchFetch('http://localhost/robots.txt');
    expect(await robots.text()).toContain('Sitemap: https://www.example.com/sitemap.xml');
    const sitemap = await (await mf.dispatchFetch('http://localhost/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.example.com/apply/positions/1</loc>');
    expect(sitemap).not.toContain('/verify/trust');
    const icon = await mf.dispatchFetch('http://localhost/favicon.ico');
    expect(icon.status).toBe(200);
    await icon.arrayBuffer();
  } finally {
    await mf.dispose();
  }
});

test("the composer on Workers composes a remote's live release, read from the release store (RELEASES_URL), and a whole site state an override grant names", async () => {
  // A store as `npm run release -w mf-careers` leaves it: careers' build under its version, live.json naming it.
  const storeDir = path.join(repoRoot, '.run/edge-release-store');
  const version = '0123456789ab';
  rmSync(storeDir, { recursive: true, force: true });
  const staged = 'ba9876543210';
  for (const folder of [version, staged]) cpSync(path.join(repoRoot, 'mf-careers/dist'), path.join(storeDir, 'careers', folder), { recursive: true });
  mkdirSync(storeDir, { recursive: true });
  writeFileSync(path.join(storeDir, 'live.json'), JSON.stringify({ remotes: { careers: { version, at: new Date().toISOString() } } }));
  const releases = await serveReleases(SPARE_PORT_BASE + 13, storeDir);
  const mf = composerOnWorkers({ RELEASES_URL: releases.url, PREVIEW_SIGNING_KEY: PREVIEW_KEY });
  try {
    const released = `${releases.url}/careers/${version}/`;
    const remotes = (await (await mf.dispatchFetch('http://localhost/remotes.json')).json()) as typeof manifest;
    expect(remotes.remotes.find(({ name }) => name === 'careers')?.entry).toBe(`${released}remoteEntry.js`);
    expect(remotes.remotes.find(({ name }) => name === 'marketing')?.entry).toBe(manifest.remotes[0]!.entry);

    const page = await mf.dispatchFetch('http://localhost/apply/positions/1');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(mainHeadingOf(html)).toBe('System Integrator');
    expect(html).toContain(`<style data-href="${released}`);
    expect(page.headers.get('content-security-policy')).toContain(releases.url);
    expect(page.headers.get('x-composed-from')).toBe(['shell=local', ...manifest.remotes.map(({ name }) => `${name}=${name === 'careers' ? version : 'local'}`)].join('; '));

    // An override grant (npm run bisect's): that request composed with the state it names, kept by no one.
    const grant = await signOverrideGrant({ versions: { careers: staged, marketing: 'local' }, expiresAt: new Date(Date.now() + 60_000) }, PREVIEW_KEY);
    const overridden = await mf.dispatchFetch('http://localhost/apply/positions/1', { headers: { 'X-Release-Preview': grant } });
    expect(mainHeadingOf(await overridden.text())).toBe('System Integrator');
    expect(overridden.headers.get('cache-control')).toBe('private, no-store');
    expect(overridden.headers.get('x-release-preview')).toBe(`override careers@${staged}, marketing@local`);
    expect(overridden.headers.get('x-composed-from')).toBe(['shell=local', ...manifest.remotes.map(({ name }) => `${name}=${name === 'careers' ? staged : 'local'}`)].join('; '));
    const forged = await signOverrideGrant({ versions: { careers: staged }, expiresAt: new Date(Date.now() + 60_000) }, 'a-key-that-is-not-the-composers-0123456789');
    const refused = await mf.dispatchFetch('http://localhost/apply/positions/1', { headers: { 'X-Release-Preview': forged } });
    await refused.arrayBuffer();
    expect(refused.headers.get('x-release-preview')).toBeNull();
    expect(refused.headers.get('x-composed-from')).toContain(`careers=${version}`);
  } finally {
    await mf.dispose();
    await releases.stop();
    rmSync(storeDir, { recursive: true, force: true });
  }
});
