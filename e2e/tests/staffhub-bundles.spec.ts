// Nothing of the worker's secrets or the staff hub's content ships to the browser:
// every file of every client build (the shell, the remotes, shared-ui; compressed
// copies unpacked, source maps included) is searched (support/bundleScan.ts) for the
// development passcode, its hash and pepper, the signing key, the payment gateway's api
// key, the captcha secret, the EmailJS private key, the secrets the worker shares with
// the composer, every sentence, title and link name of the knowledge hub as the worker
// holds it, and the office's server texts and passkey verification (#35); and no public
// page loads the office's code. The search is shown to look for what really is in the
// worker's source, and to report a secret seeded into a copy of a build. Runs after
// `npm run build`.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '../support/test';
import type { ContentBlock } from 'contract/schemas/hubContent';
import { parseEnv } from '../../worker/src/env';
import { TOPIC_CONTENT } from '../../worker/src/hub/content/topics';
import { DEV_PASSCODE, DEV_PASSCODE_HASH, DEV_PASSCODE_PEPPER, DEV_SIGNING_KEY } from '../../worker/src/staff/staffEnv';
import { repoRoot } from '../support/site';
import { publishedIndex } from '../support/publicPages';
import { clientBuildFiles, filesUnder, findIn, readText } from '../support/bundleScan';
import { SESSION_COOKIE } from '../../worker/src/office/sessions';
import { REMOTES, type RemoteName } from 'site/remotes';

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

/** The worker's development defaults of its other secrets (ALLOW_DEV_DEFAULTS gives them), and those it shares with the composer. */
function workerSecrets(): string[] {
  const { paymentGateway, captchaVerify, receipts, composerSecret, fieldHealthKey, fieldGrantKeys, booking } = parseEnv({ ALLOW_DEV_DEFAULTS: '1' });
  return [paymentGateway.apiKey, captchaVerify.secret, receipts.privateKey, composerSecret!, fieldHealthKey!, fieldGrantKeys!.current, booking.linkKey!];
}

const SECRETS = [DEV_PASSCODE, DEV_PASSCODE_HASH, DEV_PASSCODE_PEPPER, DEV_SIGNING_KEY, ...workerSecrets()];

/** What only the worker knows of the office: its tables, its cookie's name, its answers' words, and the passkey verifier's. */
const OFFICE_SERVER_TEXTS = [
  SESSION_COOKIE,
  'office_passkeys',
  'office_sessions',
  'office_invitations',
  'Sign in to the office first',
  'Your office access was revoked',
  'This enrolment link was used or has expired',
  // @simplewebauthn/server's own words: its code verifies passkeys, in the worker alone.
  'User verification was required, but user could not be verified',
  'No public key was provided by authenticator',
];

test("no client bundle holds the worker's secrets or any knowledge hub content", () => {
  const files = clientBuildFiles();
  const relative = files.map((file) => path.relative(repoRoot, file));
  expect(relative).toEqual(expect.arrayContaining(['shell/dist/index.html', 'mf-staffhub/dist/remoteEntry.js']));

  for (const secret of SECRETS) expect(secret.length).toBeGreaterThanOrEqual(8);
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
  expect(findIn(files, [...SECRETS, ...sentences, ...labels])).toEqual([]);
});

test("no client bundle or page's HTML holds the office's server texts or the worker's passkey verification", () => {
  expect(findIn(clientBuildFiles(), OFFICE_SERVER_TEXTS)).toEqual([]);
});

/** Where the strings searched for come from: the worker's, the site's and the credentials' source (tests aside), and the passkey library the worker runs. */
const SOURCE_DIRS = ['worker/src', 'site/src', 'credentials/src', 'node_modules/@simplewebauthn/server/esm'];

test("every string the scans look for is in the worker's source or its passkey library, where the same scan finds it", () => {
  const sources = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(repoRoot, dir))).filter((file) => /(?<!\.test)\.(ts|js)$/.test(file));
  const needles = [...SECRETS, ...hubSentences(), ...hubLabels(), ...OFFICE_SERVER_TEXTS];
  const found = new Set(findIn(sources, needles).map(({ needle }) => needle));
  expect(needles.filter((needle) => !found.has(needle))).toEqual([]);
});

test("the scan reports a secret and a hub sentence seeded into a copy of the staff hub's build, in a script and in a compressed copy", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'staffhub-build-'));
  try {
    cpSync(path.join(repoRoot, 'mf-staffhub/dist'), scratch, { recursive: true });
    const needles = [...SECRETS, ...hubSentences(), ...hubLabels()];
    expect(findIn(filesUnder(scratch), needles, scratch)).toEqual([]);

    appendFileSync(path.join(scratch, 'remoteEntry.js'), `;console.log("${DEV_PASSCODE_PEPPER}");`);
    // A sentence with a curly apostrophe, written as esbuild writes it, into a chunk's brotli copy.
    const sentence = hubSentences().find((text) => /^[\x20-\x7e]*’[\x20-\x7e’]*$/.test(text))!;
    const compressed = readdirSync(scratch).find((name) => name.endsWith('.js.br'))!;
    const chunk = readText(path.join(scratch, compressed));
    writeFileSync(path.join(scratch, compressed), brotliCompressSync(`${chunk};var t=${JSON.stringify(sentence).replaceAll('’', '\\u2019')};`));

    const found = findIn(filesUnder(scratch), needles, scratch).map(({ file, needle }) => `${file}: ${needle}`);
    expect(found.sort()).toEqual([`${compressed}: ${sentence}`, `remoteEntry.js: ${DEV_PASSCODE_PEPPER}`].sort());
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

/** Words only the office's code holds, and a code only the passkey library (@simplewebauthn/browser) holds. */
const OFFICE_CODE = ['Send receipt again', 'Mark handled', 'Set up your office passkey', 'Sign in with a passkey'];
const PASSKEY_LIBRARY = 'ERROR_CEREMONY_ABORTED';

/** The scripts a remote's public pages load first: its entry, its exposed modules, and each published page's chunks. */
function publicScripts(remote: RemoteName): string[] {
  const dist = path.join(repoRoot, `mf-${remote}`, 'dist');
  const exposed = readdirSync(dist).filter((name) => name.startsWith('__federation_expose_') && name.endsWith('.js'));
  const pages = Object.values(publishedIndex(remote).pages) as Array<{ chunks?: string[] }>;
  const pageChunks = pages.flatMap((page) => (page.chunks ?? []).filter((chunk) => chunk.endsWith('.js')));
  return [...new Set(['remoteEntry.js', ...exposed, ...pageChunks])].map((name) => path.join(dist, name));
}

test("no public page loads the office's code: it and the passkey library are in the staff hub's office chunks alone", () => {
  const scripts = (dir: string) => filesUnder(path.join(repoRoot, dir)).filter((file) => file.endsWith('.js'));
  const holding = (needle: string) => clientBuildFiles().filter((file) => file.endsWith('.js') && readText(file).includes(needle));

  // The office's words and the library are built, each in the staff hub's chunks only.
  for (const needle of [...OFFICE_CODE, PASSKEY_LIBRARY]) {
    const files = holding(needle).map((file) => path.relative(repoRoot, file));
    expect(files.length, needle).toBeGreaterThan(0);
    expect(files.filter((file) => !file.startsWith('mf-staffhub/dist/')), needle).toEqual([]);
  }
  // The library rides with the sign-in and enrolment pages, not with follow-ups or payments.
  for (const file of holding(PASSKEY_LIBRARY)) {
    const text = readText(file);
    expect(['Send receipt again', 'Mark handled'].filter((needle) => text.includes(needle)), path.relative(repoRoot, file)).toEqual([]);
  }

  const publicFiles = [...REMOTES.flatMap(publicScripts), ...scripts('shell/dist')];
  expect(publicFiles.length).toBeGreaterThan(REMOTES.length * 2);
  const found = publicFiles.flatMap((file) => {
    const text = readText(file);
    return [...OFFICE_CODE, PASSKEY_LIBRARY].filter((needle) => text.includes(needle)).map((needle) => `${path.relative(repoRoot, file)}: ${needle}`);
  });
  expect(found).toEqual([]);
});
