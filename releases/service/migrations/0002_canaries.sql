-- Canaries (docs/releasing.md, "Canary releases"): the history records a canary started
-- ('canary', with its share), promoted (a 'release' line, promoted = 1) or aborted
-- ('abort': version is the live version kept, from_version the canary's), with the
-- judgment that decided it. SQLite cannot change a CHECK in place: the table is made
-- again with the new actions and columns, its lines copied in the same order.
CREATE TABLE history_with_canaries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  switch_id TEXT NOT NULL UNIQUE,
  at TEXT NOT NULL,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'rollback', 'canary', 'abort')),
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
  -- How a canary's end was decided, as JSON: decision, reason and both versions' numbers.
  judgment TEXT
);
INSERT INTO history_with_canaries (id, switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha)
  SELECT id, switch_id, at, remote, action, version, from_version, key_id, key_name, commit_sha FROM history ORDER BY id;
DROP TABLE history;
ALTER TABLE history_with_canaries RENAME TO history;
CREATE INDEX history_by_remote ON history (remote, id);
