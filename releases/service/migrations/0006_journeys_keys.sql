-- A third scope (#44 item 5, docs/releasing.md "Journeys on a schedule"): 'journeys' keys only
-- ask for synthetic credentials, so a scheduled workflow can run a team's journeys against
-- its waiting canary every hour from an environment no reviewer has to approve, holding a
-- key that cannot release, stage or prune. SQLite cannot widen a CHECK in place: the table
-- is built again, with every key as it was.
CREATE TABLE release_keys_with_journeys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  -- The remotes it may release, as a JSON array of names.
  remotes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  scope TEXT NOT NULL DEFAULT 'release' CHECK (scope IN ('release', 'preview', 'journeys'))
);
INSERT INTO release_keys_with_journeys (id, name, token_hash, remotes, created_at, revoked_at, scope)
  SELECT id, name, token_hash, remotes, created_at, revoked_at, scope FROM release_keys;
DROP TABLE release_keys;
ALTER TABLE release_keys_with_journeys RENAME TO release_keys;
