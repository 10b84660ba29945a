// A statement as SQL text with its values written in, for a tool that takes text only
// (`wrangler d1 execute --command`). Only for statements whose SQL holds no `?` but its
// placeholders (none of this worker's holds one in a string literal).
import type { SqlStatement, SqlValue } from './database';

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number SQL can hold: ${value}`);
    return String(value);
  }
  if (value.includes('\u0000')) throw new Error('a text value with a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}

export function inlineSql({ sql, params = [] }: SqlStatement): string {
  const parts = sql.split('?');
  if (parts.length - 1 !== params.length) throw new Error(`${parts.length - 1} placeholders for ${params.length} values: ${sql}`);
  return parts.reduce((text, part, index) => text + literal(params[index - 1]!) + part);
}
