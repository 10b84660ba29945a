// Where the staff command finds the office's people: the Node worker's SQLite file, or a
// Workers deployment's D1 database through `wrangler d1 execute` (staffOnD1.ts). Both
// write the same statements (src/office/staffStatements.ts).
import { execFileSync } from 'node:child_process';
import type { SqlStatement } from '../db/database';
import { applyMigrations } from '../db/migrations';
import { readMigrationFiles } from '../db/migrationFiles';
import { openSqliteDatabase } from '../db/sqliteDatabase';
import { MIGRATIONS_DIR, PACKAGE_DIR } from '../nodePaths';
import { invitePerson, listPeople, newInvitation, personName, revokePerson, type PersonRow } from '../office/people';
import { listPeopleStatement, revokeStatements } from '../office/staffStatements';
import { d1Script, lastRows, personAfter, wranglerArguments, type D1Target } from './staffOnD1';

export type ListedPerson = PersonRow & { passkeys: number; sessions: number };

export interface People {
  /** Where they are, for the command's messages. */
  where: string;
  invite(now: Date): Promise<{ person: Pick<PersonRow, 'name'>; invitation: string; expiresAt: Date }>;
  revoke(now: Date): Promise<Pick<PersonRow, 'name' | 'revoked_at'> | null>;
  list(now: Date): Promise<ListedPerson[]>;
  close(): Promise<void>;
}

export async function peopleOnSqlite(dbPath: string, name: string): Promise<People> {
  const db = openSqliteDatabase(dbPath);
  await applyMigrations(db, await readMigrationFiles(MIGRATIONS_DIR));
  return {
    where: dbPath,
    invite: (now) => invitePerson(db, name, now),
    revoke: (now) => revokePerson(db, name, now),
    list: (now) => listPeople(db, now),
    close: () => db.close(),
  };
}

export function peopleOnD1(target: D1Target, name: string): People {
  const run = <Row>(statements: SqlStatement[]): Row[] => {
    const printed = execFileSync('npx', wranglerArguments(target, d1Script(statements)), {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    return lastRows<Row>(printed);
  };
  return {
    where: `the ${target.local ? 'local' : 'remote'} D1 database ${target.database}`,
    invite: async (now) => {
      const { invitation, expiresAt, statements } = await newInvitation(name, now);
      const [person] = run<PersonRow>([...statements, personAfter(personName(name))]);
      if (!person) throw new Error(`${name} was not stored`);
      return { person, invitation, expiresAt };
    },
    revoke: async (now) => run<PersonRow>([...revokeStatements(name, now), personAfter(name)])[0] ?? null,
    list: async (now) => run<ListedPerson>([listPeopleStatement(now)]),
    close: async () => {},
  };
}
