// A write made to depend on a condition checked in the same transaction: D1 has no BEGIN,
// so a batch cannot stop half-way on a value it read, but each of its statements can test
// what an earlier one wrote (e.g. an enrolment's claim on its invitation).
import type { SqlStatement, SqlValue } from './database';

export interface SqlCondition {
  /** An SQL expression, e.g. `EXISTS (SELECT 1 FROM t WHERE id = ?)`. */
  sql: string;
  params?: readonly SqlValue[];
}

/**
 * `statement`, writing nothing unless `condition` holds: an `INSERT ... VALUES (...)` of one
 * row becomes `INSERT ... SELECT ... WHERE`; an UPDATE or DELETE gets the condition ANDed
 * to its WHERE.
 */
export function onlyWhere(statement: SqlStatement, condition: SqlCondition): SqlStatement {
  const params = [...(statement.params ?? []), ...(condition.params ?? [])];
  const insert = /^(INSERT INTO \w+ \([^)]*\)) VALUES \((.*)\)$/s.exec(statement.sql);
  if (insert) return { sql: `${insert[1]} SELECT ${insert[2]} WHERE ${condition.sql}`, params };
  const write = /^((?:UPDATE|DELETE FROM) \w+.*?) WHERE (.*)$/s.exec(statement.sql);
  if (write) return { sql: `${write[1]} WHERE (${write[2]}) AND ${condition.sql}`, params };
  throw new Error(`onlyWhere takes a one-row INSERT ... VALUES, or an UPDATE or DELETE with a WHERE: ${statement.sql}`);
}
