// A database whose chosen writes wait for each other, to make a race happen every time:
// each write whose SQL `matches` (a statement alone, or a batch holding one) waits until
// `count` of them are waiting, then all go on, in the order they came.
import type { Database, SqlStatement } from '../src/db/database';

export function holdingWrites(db: Database, matches: (sql: string) => boolean, count: number) {
  const waiting: (() => void)[] = [];
  let firstArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
  const hold = (statements: readonly SqlStatement[]) => {
    if (!statements.some(({ sql }) => matches(sql))) return Promise.resolve();
    return new Promise<void>((release) => {
      waiting.push(release);
      firstArrived();
      if (waiting.length === count) for (const go of waiting) go();
    });
  };
  const held: Database = {
    ...db,
    run: async (sql, params) => {
      await hold([{ sql }]);
      return db.run(sql, params);
    },
    batch: async (statements) => {
      await hold(statements);
      return db.batch(statements);
    },
  };
  /** Resolves when the first matching write is held. */
  return { db: held, firstArrived: arrived };
}
