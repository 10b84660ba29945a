// `npm run staff -w worker -- invite "Jamie Lee" | revoke "Jamie Lee" | list`: the office's
// people (#35). `invite` prints a one-time enrolment link valid a day (a new one for a
// person who has a passkey replaces it when they enrol); `revoke` (by name or id) ends
// their sessions at once; `list` shows who is there. Writes the SQLite file the Node
// worker uses (WORKER_DB, else the per-user default of src/nodePaths.ts), migrating it
// first if it is new, so it also works before the worker first started. The link starts
// with the first of SITE_ORIGINS.
import { applyMigrations } from '../db/migrations';
import { readMigrationFiles } from '../db/migrationFiles';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { parseEnv } from '../env';
import { DEFAULT_DB_PATH, MIGRATIONS_DIR } from '../nodePaths';
import { enrolmentLink, invitePerson, listPeople, revokePerson } from '../office/people';
import { formatTable } from './table';

const USAGE = 'Usage: npm run staff -w worker -- invite "Jamie Lee" | revoke "Jamie Lee" | list';

const [command, ...rest] = process.argv.slice(2);
const name = rest.join(' ').trim();
if (!['invite', 'revoke', 'list'].includes(command ?? '') || (command !== 'list' && !name)) {
  console.error(USAGE);
  process.exit(2);
}

const env = parseEnv(process.env);
const dbPath = env.dbPath ?? DEFAULT_DB_PATH;
const db = openSqliteDatabase(dbPath);
try {
  await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
  const now = new Date();
  if (command === 'invite') {
    const { person, invitation, expiresAt } = await invitePerson(db, name, now).catch((error: unknown) => {
      console.error((error as Error).message);
      process.exit(2);
    });
    console.log(`Enrolment link for ${person.name} (one use, valid until ${expiresAt.toISOString()}):`);
    console.log(enrolmentLink(env.siteOrigins[0]!, invitation));
  } else if (command === 'revoke') {
    const person = await revokePerson(db, name, now);
    if (!person) {
      console.error(`No office person named or numbered "${name}" (npm run staff -w worker -- list).`);
      process.exitCode = 1;
    } else {
      console.log(`${person.name} is revoked: their sessions ended at ${person.revoked_at}.`);
    }
  } else {
    const people = await listPeople(db, now);
    console.log(`Office people in ${dbPath}: ${people.length}.`);
    if (people.length > 0) {
      console.log();
      console.log(
        formatTable(
          ['NAME', 'ID', 'ADDED', 'PASSKEYS', 'SESSIONS', 'REVOKED'],
          people.map((p) => [p.name, p.id, p.created_at, String(p.passkeys), String(p.sessions), p.revoked_at ?? '']),
        ),
      );
    }
  }
} finally {
  await db.close();
}
