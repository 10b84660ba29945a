-- The release service's records. The releases' files and live.json are in the R2 bucket.

-- A team's credential: only the HMAC of its token under RELEASE_KEY_PEPPER is kept.
CREATE TABLE release_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  -- The remotes it may release, as a JSON array of names.
  remotes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

-- A version whose files are all in the bucket: only these can be previewed or made live.
CREATE TABLE releases (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  -- Each file's path under <remote>/<version>/ and the SHA-256 of its bytes, as JSON.
  files TEXT NOT NULL,
  staged_at TEXT NOT NULL,
  key_id TEXT NOT NULL,
  PRIMARY KEY (remote, version)
);

-- One line per switch of live.json, in the order they were made. live.json carries its
-- last switch's line too (switch_id), so a line the service could not write is written later.
CREATE TABLE history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  switch_id TEXT NOT NULL UNIQUE,
  at TEXT NOT NULL,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'rollback')),
  version TEXT NOT NULL,
  from_version TEXT,
  key_id TEXT NOT NULL,
  key_name TEXT NOT NULL,
  commit_sha TEXT
);
CREATE INDEX history_by_remote ON history (remote, id);

-- What a key asked for and was refused.
CREATE TABLE refusals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  key_id TEXT NOT NULL,
  action TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT,
  reason TEXT NOT NULL
);
