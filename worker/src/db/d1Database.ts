// The Database on a Cloudflare D1 binding.
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Database, SqlStatement } from './database';

export function d1Database(d1: D1Database): Database {
  const prepare = ({ sql, params = [] }: SqlStatement): D1PreparedStatement => d1.prepare(sql).bind(...params);

  return {
    run: async (sql, params) => {
      const result = await prepare({ sql, params }).run();
      return { changes: result.meta.changes };
    },
    first: async <Row>(sql: string, params?: SqlStatement['params']) =>
      (await prepare({ sql, params }).first<Row>()) ?? null,
    all: async <Row>(sql: string, params?: SqlStatement['params']) =>
      (await prepare({ sql, params }).all<Row>()).results,
    batch: async (statements) => {
      const results = await d1.batch(statements.map(prepare));
      return results.map((result) => ({ changes: result.meta.changes }));
    },
    // The runtime owns the binding's connection.
    close: async () => {},
  };
}
