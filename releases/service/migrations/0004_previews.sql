-- Previews granted (POST /previews/:remote): until when each staged version has one, so a
-- prune keeps a version whose pull request's preview link still works (docs/releasing.md,
-- "Previews of a pull request"). One row a version, holding the latest expiry granted.
CREATE TABLE previews (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- The pull request the latest preview was granted for, if one was named.
  pull_request INTEGER,
  PRIMARY KEY (remote, version)
);
