-- Field reports (#26): what visitors' browsers meet, per remote and version, to judge a
-- release by how it runs for real visitors (docs/field-reports.md). Nothing here names a
-- person: no address, user agent, cookie, query string or form value. Every minute is
-- the minute the worker received the batch, as ISO 8601 ('2026-06-30T12:05:00.000Z').

-- The reports as they came, kept FIELD_REPORT_RETENTION_DAYS (3) for looking into a bad
-- release, then deleted by the housekeeping. `name` is a vital's name or an error's
-- source, `value` a vital's value, `message` an error's short message.
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

-- Counts per remote, version and minute, added to as batches arrive, kept 90 days.
CREATE TABLE field_minutes (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute TEXT NOT NULL,
  page_views INTEGER NOT NULL DEFAULT 0,
  errors INTEGER NOT NULL DEFAULT 0,
  chunk_errors INTEGER NOT NULL DEFAULT 0,
  boundaries INTEGER NOT NULL DEFAULT 0,
  fallbacks INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);

CREATE INDEX field_minutes_minute ON field_minutes (minute);

-- Web vitals per remote, version and minute as a histogram, kept 90 days: a percentile
-- of any period is read from the counts alone, long after the raw reports are gone.
-- `bucket` is the value rounded up, in ms (CLS in thousandths): to a whole unit up to
-- 100, then in 5% steps (src/field-reports/vitalBuckets.ts).
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

-- The day's random salt of the key under which a client's field reports are counted
-- (rate_limits holds a keyed hash of the client, never its address): a past day's salt
-- is deleted by the housekeeping, and with it any way back to an address.
CREATE TABLE field_report_salts (
  day TEXT PRIMARY KEY NOT NULL,
  salt TEXT NOT NULL
);
