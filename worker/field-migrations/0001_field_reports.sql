-- The field reports' own database (#32): what visitors' browsers report, apart from the
-- journal and the ledger (worker/migrations), so a flood of reports never writes to the
-- database a payment or a form is written to. On Node a SQLite file of its own (FIELD_DB),
-- on Workers a D1 database of its own (the FIELD_DB binding). docs/field-reports.md.
-- Every minute is the minute the worker received the batch, as ISO 8601
-- ('2026-06-30T12:05:00.000Z'). Nothing here names a person.

-- The reports as they came, at most MAX_RAW_REPORTS_PER_GRANT of one page load, kept
-- FIELD_REPORT_RETENTION_DAYS (3) for looking into a bad release. `name` is a vital's name
-- or an error's source, `value` a vital's value, `message` an error's short message.
CREATE TABLE field_reports (
  id INTEGER PRIMARY KEY,
  minute TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  route TEXT NOT NULL,
  device TEXT NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  kind TEXT NOT NULL CHECK (kind IN ('page-view', 'error', 'fallback', 'chunk-error', 'boundary', 'vital')),
  name TEXT,
  value REAL,
  message TEXT
);

CREATE INDEX field_reports_minute ON field_reports (minute);

-- Page loads per remote, version and minute, kept 90 days: a page load (one grant) counts
-- once for each remote it reported for, and once more as errored when it met an error of
-- that remote, whatever number of errors; *_loads count the page loads that met each kind.
CREATE TABLE field_minutes (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute TEXT NOT NULL,
  page_loads INTEGER NOT NULL DEFAULT 0,
  errored_loads INTEGER NOT NULL DEFAULT 0,
  error_loads INTEGER NOT NULL DEFAULT 0,
  chunk_error_loads INTEGER NOT NULL DEFAULT 0,
  boundary_loads INTEGER NOT NULL DEFAULT 0,
  fallback_loads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);

CREATE INDEX field_minutes_minute ON field_minutes (minute);

-- Web vitals per remote, version and minute as a histogram, one value of each vital per
-- page load and remote, kept 90 days. `bucket` is the value rounded up, in ms (CLS in
-- thousandths): to a whole unit up to 100, then in 5% steps (src/field-reports/vitalBuckets.ts).
CREATE TABLE field_vitals (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute TEXT NOT NULL,
  name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS')),
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (remote, version, minute, name, bucket)
);

CREATE INDEX field_vitals_minute ON field_vitals (minute);

-- What each grant has counted already: one row per remote and mark ('load', 'errored',
-- 'kind:<kind>', 'vital:<name>'), claimed by the first batch that brings it, so a grant's
-- page load counts once however many batches repeat it. Deleted once the grant has expired
-- (no batch can use it any more).
CREATE TABLE field_grant_marks (
  grant_id TEXT NOT NULL,
  remote TEXT NOT NULL,
  mark TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (grant_id, remote, mark)
) WITHOUT ROWID;

CREATE INDEX field_grant_marks_expiry ON field_grant_marks (expires_at);

-- How many raw reports each grant has stored, against MAX_RAW_REPORTS_PER_GRANT.
CREATE TABLE field_grants (
  grant_id TEXT PRIMARY KEY NOT NULL,
  expires_at INTEGER NOT NULL,
  raw_reports INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX field_grants_expiry ON field_grants (expires_at);

-- The site-wide ceiling: rows stored per minute (FIELD_REPORT_CEILING_PER_MINUTE), and
-- how many were dropped past it. Kept as long as the counts.
CREATE TABLE field_ceiling (
  minute TEXT PRIMARY KEY NOT NULL,
  stored INTEGER NOT NULL,
  dropped INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- The day's random salt of the key under which a client's reports are counted against
-- its limit (rate_limits below holds a keyed hash of the client, never its address).
CREATE TABLE field_report_salts (
  day TEXT PRIMARY KEY NOT NULL,
  salt TEXT NOT NULL
);

-- The per-client limit's counters (src/limits/rateLimit.ts), here rather than in the
-- journal's database, so counting a flood writes nothing there either.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY NOT NULL,
  hits INTEGER NOT NULL,
  resets_at INTEGER NOT NULL
);

CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
