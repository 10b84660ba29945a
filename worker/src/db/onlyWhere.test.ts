import { migratedMemoryDatabase } from '../../test/testApp';
import { onlyWhere } from './onlyWhere';

const flag = (value: string) => ({ sql: 'EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?)', params: [value] });

describe('onlyWhere', () => {
  it('turns a one-row INSERT into INSERT ... SELECT ... WHERE, and ANDs an UPDATE’s or DELETE’s WHERE', () => {
    expect(onlyWhere({ sql: 'INSERT INTO t (a, b) VALUES (?, ?)', params: [1, 2] }, flag('x'))).toEqual({
      sql: 'INSERT INTO t (a, b) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?)',
      params: [1, 2, 'x'],
    });
    expect(onlyWhere({ sql: 'UPDATE t SET a = ? WHERE b = ? OR c = ?', params: [1, 2, 3] }, flag('x'))).toEqual({
      sql: 'UPDATE t SET a = ? WHERE (b = ? OR c = ?) AND EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?)',
      params: [1, 2, 3, 'x'],
    });
    expect(onlyWhere({ sql: 'DELETE FROM t WHERE a = ?', params: [1] }, flag('x')).sql).toBe(
      'DELETE FROM t WHERE (a = ?) AND EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?)',
    );
  });

  it('refuses a statement it cannot make conditional', () => {
    expect(() => onlyWhere({ sql: 'DELETE FROM t' }, flag('x'))).toThrow('onlyWhere takes');
  });

  it('writes only where the condition holds', async () => {
    const db = await migratedMemoryDatabase();
    await db.run("INSERT INTO rate_limits (bucket, hits, resets_at) VALUES ('on', 1, 0)");
    const insert = { sql: 'INSERT INTO office_people (id, name, created_at) VALUES (?, ?, ?)', params: ['p1', 'Jamie Lee', 'now'] };
    await db.batch([onlyWhere(insert, flag('off'))]);
    expect(await db.all('SELECT id FROM office_people')).toEqual([]);
    await db.batch([onlyWhere(insert, flag('on'))]);
    expect(await db.all('SELECT id FROM office_people')).toEqual([{ id: 'p1' }]);
  });
});
