// A database whose chosen writes wait for each other, to make a race happen every time:
// each write whose SQL `matches` (a statement alone, or a batch holding one) waits until
// `count` of them are waiting, then all go on, in the order they came. One gate may hold
// the writes of several connections (as several processes or isolates would race).
import type { Database, SqlStatement } from '../src/db/database';

/** A gate for `count` matching writes; `hold` wraps each connection it is to hold. */
export function writeGate(matches: (sql: string) => boolean, count: number) {
  const waiting: (() => void)[] = [];
  let firstArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
  const wait = (statements: readonly SqlStatement[]) => {
    if (!statements.some(({ sql }) => matches(sql))) return Promise.resolve();
    return new Promise<void>((release) => {
      waiting.push(release);
      firstArrived();
      if (waiting.length === count) for (const go of waiting) go();
    });
  };
  const hold = (db: Database): Database => ({
    ...db,
    run: async (sql, params) => {
      await wait([{ sql }]);
      return db.run(sql, params);
    },
    batch: async (statements) => {
      await wait(statements);
      return db.batch(statements);
    },
  });
  /** `firstArrived` resolves when the first matching write is held. */
  return { hold, firstArrived: arrived };
}

export function holdingWrites(db: Database, matches: (sql: string) => boolean, count: number) {
  const { hold, firstArrived } = writeGate(matches, count);
  return { db: hold(db), firstArrived };
}
