// `npm run staff -w worker -- invite "Jamie Lee" | revoke "Jamie Lee" | list [--d1 <database> [--local]]`:
// the office's people (#35). `invite` prints a one-time enrolment link valid a day (a new
// one for a person who has a passkey replaces it when they enrol); `revoke` (by name or
// id) ends their sessions at once; `list` shows who is there. The link starts with the
// first of SITE_ORIGINS.
//
// Without --d1 it writes the SQLite file the Node worker uses (WORKER_DB, else the
// per-user default of src/nodePaths.ts), migrating it first if it is new, so it also works
// before the worker first started. With --d1 it runs the same statements on a Workers
// deployment's D1 database through `wrangler d1 execute` (staffOnD1.ts): remote, or with
// --local the one `npm run edge:dev` uses.
import { parseEnv } from '../env';
import { DEFAULT_DB_PATH } from '../nodePaths';
import { enrolmentLink } from '../office/people';
import { peopleOnD1, peopleOnSqlite } from './staffPeople';
import { formatTable } from './table';

const USAGE = 'Usage: npm run staff -w worker -- invite "Jamie Lee" | revoke "Jamie Lee" | list  [--d1 <database> [--local]]';

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

const args = process.argv.slice(2);
const d1At = args.indexOf('--d1');
const database = d1At >= 0 ? (args.splice(d1At, 2)[1] ?? usage()) : undefined;
const localAt = args.indexOf('--local');
if (localAt >= 0) args.splice(localAt, 1);
const local = localAt >= 0;
if (local && !database) usage();
const [command, ...rest] = args;
const name = rest.join(' ').trim();
if (!['invite', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !name)) usage();

const env = parseEnv(process.env);
if (database && !local && command === 'invite' && !process.env.SITE_ORIGINS) {
  console.error("Set SITE_ORIGINS to the deployment's (its first origin starts the enrolment link).");
  process.exit(2);
}
const people = database ? peopleOnD1({ database, local }, name) : await peopleOnSqlite(env.dbPath ?? DEFAULT_DB_PATH, name);
try {
  const now = new Date();
  if (command === 'invite') {
    const { person, invitation, expiresAt } = await people.invite(now).catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(2);
    });
    console.log(`Enrolment link for ${person.name} (one use, valid until ${expiresAt.toISOString()}):`);
    console.log(enrolmentLink(env.siteOrigins[0]!, invitation));
  } else if (command === 'revoke') {
    const person = await people.revoke(now);
    if (!person) {
      console.error(`No office person named or numbered "${name}" in ${people.where} (npm run staff -w worker -- list).`);
      process.exitCode = 1;
    } else {
      console.log(`${person.name} is revoked: their sessions ended at ${person.revoked_at}.`);
    }
  } else {
    const listed = await people.list(now);
    console.log(`Office people in ${people.where}: ${listed.length}.`);
    if (listed.length > 0) {
      console.log();
      console.log(
        formatTable(
          ['NAME', 'ID', 'ADDED', 'PASSKEYS', 'SESSIONS', 'REVOKED'],
          listed.map((p) => [p.name, p.id, p.created_at, String(p.passkeys), String(p.sessions), p.revoked_at ?? '']),
        ),
      );
    }
  }
} finally {
  await people.close();
}
