-- The visitor as the unit of evidence (#44): what one client (its daily pseudonym,
-- src/field-reports/clientPseudonym.ts) may add to the judge's counts, and how many clients
-- the counts come from. docs/field-reports.md, "Per client".

-- Page loads each client has had counted per remote, version and hour, against
-- FIELD_REPORT_LOADS_PER_CLIENT_PER_HOUR. It holds pseudonyms, so it is deleted as soon as
-- its hour is over (the housekeeping), as the limit's counters are once their window passes.
CREATE TABLE field_client_loads (
  client TEXT NOT NULL,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  hour TEXT NOT NULL,
  loads INTEGER NOT NULL,
  PRIMARY KEY (client, remote, version, hour)
) WITHOUT ROWID;

CREATE INDEX field_client_loads_hour ON field_client_loads (hour);

-- Per remote, version and hour: how many distinct clients had a page load counted, and how
-- many page loads were not counted for being past their client's cap. No pseudonym: kept
-- 90 days, as the counts.
CREATE TABLE field_client_hours (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  hour TEXT NOT NULL,
  clients INTEGER NOT NULL DEFAULT 0,
  capped_loads INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, hour)
) WITHOUT ROWID;

CREATE INDEX field_client_hours_hour ON field_client_hours (hour);
