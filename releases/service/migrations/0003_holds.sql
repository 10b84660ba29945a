-- A canary held for a person (docs/releasing.md, "How the judge decides"): at its deadline
-- without evidence either way the judge neither promotes nor aborts it, and says so with a
-- 'hold' line (version: the canary's, from_version: the live one beside it, its share and
-- the judgment). SQLite cannot change a CHECK in place: the table is made again with the
-- new action, its lines copied in the same order.
CREATE TABLE history_with_holds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  switch_id TEXT NOT NULL UNIQUE,
  at TEXT NOT NULL,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'rollback', 'canary', 'abort', 'hold')),
  version TEXT NOT NULL,
  from_version TEXT,
  -- A key's id, or 'judge' for the canary judge (the service's cron), which has no key.
  key_id TEXT NOT NULL,
  key_name TEXT NOT NULL,
  commit_sha TEXT,
  -- A canary's share of visitors in percent.
  share INTEGER CHECK (share BETWEEN 1 AND 99),
  -- 1 on the release line of a canary promoted to everyone.
  promoted INTEGER NOT NULL DEFAULT 0 CHECK (promoted IN (0, 1)),
  -- How a canary's end or hold was decided, as JSON: decision, reason and both versions' numbers.
  judgment TEXT
);
INSERT INTO history_with_holds (id, switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha, share, promoted, judgment)
  SELECT id, switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha, share, promoted, judgment FROM history ORDER BY id;
DROP TABLE history;
ALTER TABLE history_with_holds RENAME TO history;
CREATE INDEX history_by_remote ON history (remote, id);
