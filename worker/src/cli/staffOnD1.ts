// The staff command against a Workers deployment's D1 database (`--d1 <database>`): the
// statements the Node worker's file gets (src/office/staffStatements.ts), as SQL text,
// run by `wrangler d1 execute` (remote; `--local` for the database `npm run edge:dev`
// uses). Nothing here reads first: every statement finds the person itself, and the last
// one reads back who it was about, which the command prints.
import { inlineSql } from '../db/inlineSql';
import type { SqlStatement } from '../db/database';

export interface D1Target {
  /** The database's name or binding in wrangler.toml, e.g. 'av-worker' or 'DB'. */
  database: string;
  local: boolean;
}

/** The person a command was about, read back in the same run. */
export const personAfter = (nameOrId: string): SqlStatement => ({
  sql: 'SELECT id, name, revoked_at FROM office_people WHERE id = ? OR name = ?',
  params: [nameOrId, nameOrId],
});

/** One command's SQL text: its statements, each ended by `;` on a line of its own. */
export const d1Script = (statements: readonly SqlStatement[]) => statements.map((statement) => `${inlineSql(statement)};`).join('\n');

/** The arguments of `npx` that run `script` on the target and print the results as JSON. */
export function wranglerArguments(target: D1Target, script: string): string[] {
  return ['wrangler', 'd1', 'execute', target.database, target.local ? '--local' : '--remote', '--json', '--command', script];
}

/** The rows of the last statement, from what `wrangler d1 execute --json` printed (one result per statement). */
export function lastRows<Row>(printed: string): Row[] {
  const results = JSON.parse(printed) as { results?: Row[] }[];
  const last = Array.isArray(results) ? results.at(-1) : undefined;
  if (!last || !Array.isArray(last.results)) throw new Error(`wrangler printed no results: ${printed.slice(0, 500)}`);
  return last.results;
}
