-- Request counters for every limit the worker keeps (passcode guesses, submissions,
-- delivery reports, card gateway lookups), one row per bucket: a client (its address,
-- IPv6 by /64), an invoice, or the whole site. A row lives until its window resets;
-- rows whose window has passed are deleted as new requests arrive. A refused request
-- changes no row. The passcode's own counter table is replaced by this one.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY NOT NULL,
  hits INTEGER NOT NULL,
  resets_at INTEGER NOT NULL
);

CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);

DROP TABLE passcode_attempts;
