-- The canary judge's variance from the data (#44, item 2): page loads and errored page
-- loads per remote, version and minute, split over COHORT_BUCKETS (100) buckets of the
-- client's daily pseudonym (src/field-reports/cohortBucket.ts). A client's loads all fall
-- in one bucket, so the spread of the buckets' error shares measures how errors cluster
-- per visitor, in place of an assumed design effect. No pseudonym is stored, only the
-- bucket's number: kept 90 days, as the counts. docs/field-reports.md, "Per cohort bucket".
-- And the visitor's cohort the page's grant names (site/src/canary.js; -1 where it names
-- none), so the judge can read a canary's baseline: the live version's page loads from the
-- cohorts of the same size next in that remote's order, over the same minutes (#44 item 3).
CREATE TABLE field_cohort_minutes (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute TEXT NOT NULL,
  cohort INTEGER NOT NULL DEFAULT -1 CHECK (cohort BETWEEN -1 AND 99),
  bucket INTEGER NOT NULL CHECK (bucket BETWEEN 0 AND 99),
  page_loads INTEGER NOT NULL DEFAULT 0,
  errored_loads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute, cohort, bucket)
) WITHOUT ROWID;

-- The housekeeping deletes by minute, which the primary key does not lead with.
CREATE INDEX field_cohort_minutes_minute ON field_cohort_minutes (minute);
