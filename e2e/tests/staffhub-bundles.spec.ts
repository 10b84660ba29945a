// Nothing of the worker's secrets or the staff hub's content ships to the browser:
// every file of every client build (the shell, the remotes, shared-ui; compressed
// copies unpacked) is searched for the development passcode, its hash and pepper, the
// signing key, the payment gateway's api key, the captcha secret, and every sentence, title
// and link name of the knowledge hub as the worker holds it. Runs after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import type { ContentBlock } from 'contract/schemas/hubContent';
import { parseEnv } from '../../worker/src/env';
import { TOPIC_CONTENT } from '../../worker/src/hub/content/topics';
import { DEV_PASSCODE, DEV_PASSCODE_HASH, DEV_PASSCODE_PEPPER, DEV_SIGNING_KEY } from '../../worker/src/staff/staffEnv';
import { repoRoot } from '../support/site';

/** Server-side packages: their builds never reach a browser. */
const SERVER_PACKAGES = new Set(['worker', 'sandbox', 'e2e']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function clientBuildFiles(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .filter((name) => !SERVER_PACKAGES.has(name))
    .map((name) => path.join(repoRoot, name, 'dist'))
    .filter((dist) => statSync(dist, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(filesUnder);
}

function readText(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function blockText(block: ContentBlock): string[] {
  switch (block.type) {
    case 'callout':
      return [block.text];
    case 'bullets':
      return block.items;
    case 'image':
      return [block.image.alt];
    case 'links':
      return [];
    case 'subsection':
      return [...block.paragraphs, ...(block.image ? [block.image.alt] : [])];
  }
}

function blockLabels(block: ContentBlock): string[] {
  switch (block.type) {
    case 'callout':
    case 'bullets':
      return block.title ? [block.title] : [];
    case 'image':
      return [];
    case 'links':
      return [...(block.title ? [block.title] : []), ...block.links.map((link) => link.name)];
    case 'subsection':
      return [block.title];
  }
}

/**
 * Every sentence of the hub long enough to be its own (short labels like 'Sonos' are
 * public), one by one, so a single sentence copied anywhere is found.
 */
function hubSentences(): string[] {
  const text = TOPIC_CONTENT.flatMap((topic) => [
    topic.summary,
    ...topic.sections.flatMap((section) => [section.summary, ...section.blocks.flatMap(blockText)]),
  ]);
  const sentences = text.flatMap((paragraph) => paragraph.split(/(?<=[.!?:])\s+/));
  return [...new Set(sentences.filter((sentence) => sentence.length >= 30))];
}

/**
 * Every title of the hub (sections, subsections, callouts, lists) and every link name
 * long enough to be the hub's own: shorter ones such as 'Wi-Fi', 'Home theater' or
 * 'Sonos products' are words the public pages use too.
 */
function hubLabels(): string[] {
  const labels = TOPIC_CONTENT.flatMap((topic) =>
    topic.sections.flatMap((section) => [section.title, ...section.blocks.flatMap(blockLabels)]),
  );
  return [...new Set(labels.filter((label) => label.length >= 15))];
}

/** The worker's development defaults of its other secrets (ALLOW_DEV_DEFAULTS gives them). */
function workerSecrets(): string[] {
  const { paymentGateway, captchaVerify } = parseEnv({ ALLOW_DEV_DEFAULTS: '1' });
  return [paymentGateway.apiKey, captchaVerify.secret];
}

test("no client bundle holds the worker's secrets or any knowledge hub content", () => {
  const files = clientBuildFiles();
  const relative = files.map((file) => path.relative(repoRoot, file));
  expect(relative).toEqual(expect.arrayContaining(['shell/dist/index.html', 'mf-staffhub/dist/remoteEntry.js']));

  const secrets = [DEV_PASSCODE, DEV_PASSCODE_HASH, DEV_PASSCODE_PEPPER, DEV_SIGNING_KEY, ...workerSecrets()];
  for (const secret of secrets) expect(secret.length).toBeGreaterThanOrEqual(8);
  const sentences = hubSentences();
  expect(sentences.length).toBeGreaterThan(150);
  expect(sentences).toContain('A temporary Sonos account expires in 21 days.');
  const labels = hubLabels();
  expect(labels.length).toBeGreaterThan(50);
  // A section, a callout, a list and a subsection title, and a link name.
  expect(labels).toEqual(
    expect.arrayContaining([
      'Accounts and the temporary account',
      'Temporary accounts expire',
      'Wire a player when',
      'Four bridges from one amplifier',
      'OSHA ladder safety',
    ]),
  );

  const found: string[] = [];
  for (const [index, file] of files.entries()) {
    const text = readText(file);
    for (const needle of [...secrets, ...sentences, ...labels]) {
      if (text.includes(needle)) found.push(`${relative[index]}: ${needle.slice(0, 60)}`);
    }
  }
  expect(found).toEqual([]);
});
