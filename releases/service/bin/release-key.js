#!/usr/bin/env node
// Mints or revokes a team's release key (docs/releasing.md, "The release service"):
//
//   RELEASE_KEY_PEPPER=... npm run key -w release-service -- mint careers-ci careers [--database av-releases]
//   RELEASE_KEY_PEPPER=... npm run key -w release-service -- mint careers-previews careers --preview   (stages and previews only: a pull request's workflow's key)
//   RELEASE_KEY_PEPPER=... npm run key -w release-service -- mint careers-journeys careers --journeys   (synthetic credentials only: the scheduled journeys' key)
//   npm run key -w release-service -- revoke k_0123456789ab [--database av-releases]
//
// mint prints the token once (give it to the team's CI as a secret; it is not kept
// anywhere) and the statement that stores its hash. With --database, the statement is
// run on that D1 database with `wrangler d1 execute --remote`; without, it is printed
// for you to run. RELEASE_KEY_PEPPER is the service's secret of the same name.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from 'site/remotes';
import { mintKey, revokeKey } from '../src/keyAdmin.js';

const USAGE = 'usage: release-key mint <name> <remote>[,<remote>...] [--preview | --journeys] [--database <d1 name>] | release-key revoke <key id> [--database <d1 name>]';
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(2);
}

/** @param {string} sql @param {string | undefined} database */
function apply(sql, database) {
  if (!database) {
    console.log(`\nRun on the service's D1 database:\n  ${sql}`);
    return;
  }
  execFileSync('npx', ['wrangler', 'd1', 'execute', database, '--remote', '--command', sql], { cwd: packageDir, stdio: 'inherit' });
}

const args = process.argv.slice(2);
const databaseAt = args.indexOf('--database');
const database = databaseAt >= 0 ? args.splice(databaseAt, 2)[1] ?? fail(USAGE) : undefined;
/** @type {Record<string, 'preview' | 'journeys'>} */
const SCOPE_FLAGS = { '--preview': 'preview', '--journeys': 'journeys' };
const scopes = Object.keys(SCOPE_FLAGS).filter((flag) => args.includes(flag));
if (scopes.length > 1) fail(USAGE);
const scope = scopes[0] ? (args.splice(args.indexOf(scopes[0]), 1), SCOPE_FLAGS[scopes[0]] ?? 'release') : 'release';
const [command, ...rest] = args;

try {
  if (command === 'mint' && rest.length === 2) {
    const [name = '', list = ''] = rest;
    const remotes = list.split(',').filter(Boolean);
    const unknown = remotes.filter((remote) => !(/** @type {string[]} */ (REMOTES).includes(remote)));
    if (unknown.length > 0) fail(`not one of the site's remotes (${REMOTES.join(', ')}): ${unknown.join(', ')}`);
    const pepper = process.env.RELEASE_KEY_PEPPER ?? fail('RELEASE_KEY_PEPPER must be set: it is the release service\'s secret of that name');
    const key = await mintKey({ name, remotes, pepper, scope });
    const { does, secret } = {
      release: { does: 'releases', secret: 'RELEASE_KEY' },
      preview: { does: 'stages and previews (never releases)', secret: 'RELEASE_KEY' },
      journeys: { does: 'runs the journeys against the canary of (never releases)', secret: 'JOURNEYS_KEY' },
    }[scope];
    console.log(`Key ${key.id} "${name}" ${does} ${remotes.join(', ')}. Its token, shown this once (the team's ${secret} secret):\n  ${key.token}`);
    apply(key.sql, database);
  } else if (command === 'revoke' && rest.length === 1) {
    apply(revokeKey(rest[0] ?? ''), database);
    if (database) console.log(`Key ${rest[0]} is refused from now on.`);
  } else {
    fail(USAGE);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
