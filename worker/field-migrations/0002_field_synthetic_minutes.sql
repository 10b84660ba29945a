-- Synthetic page loads (#32): a team's journeys run against its canary, under grants the
-- composer marked synthetic (site/src/syntheticCredential.js), counted per remote, version
-- and minute apart from visitors' (field_minutes), so the judge judges the field and shows
-- the journeys beside it. Kept 90 days, as the field's counts are. docs/releasing.md.
CREATE TABLE field_synthetic_minutes (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute TEXT NOT NULL,
  page_loads INTEGER NOT NULL DEFAULT 0,
  errored_loads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);

CREATE INDEX field_synthetic_minutes_minute ON field_synthetic_minutes (minute);
