-- Booking a consultation online (#46). Times the visitor sees are in America/Chicago;
-- every instant stored here is UTC, written as JavaScript's toISOString() writes it
-- (2026-12-08T16:00:00.000Z), so comparing the text compares the times.

-- The rules the free times are made from: one row. weekly_hours is JSON, one entry per
-- weekday ('sunday' … 'saturday'), each {"opens":"09:00","closes":"17:00"} in local time or
-- null for a closed day; zips is a JSON list of the five-digit ZIP codes served.
-- The defaults: weekdays 9:00 to 17:00, 90-minute visits with 30 minutes between them, at
-- most 4 a day, booked 24 hours ahead at least and 30 days ahead at most, in the ZIP codes
-- of Janesville, Beloit, Madison and the towns between (docs/booking.md).
CREATE TABLE booking_settings (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  weekly_hours TEXT NOT NULL CHECK (json_valid(weekly_hours)),
  visit_minutes INTEGER NOT NULL,
  buffer_minutes INTEGER NOT NULL,
  daily_max INTEGER NOT NULL,
  notice_hours INTEGER NOT NULL DEFAULT 24,
  horizon_days INTEGER NOT NULL,
  zips TEXT NOT NULL CHECK (json_valid(zips)),
  updated_at TEXT NOT NULL,
  updated_by TEXT
);

INSERT INTO booking_settings (id, weekly_hours, visit_minutes, buffer_minutes, daily_max, notice_hours, horizon_days, zips, updated_at)
VALUES (
  1,
  '{"sunday":null,"monday":{"opens":"09:00","closes":"17:00"},"tuesday":{"opens":"09:00","closes":"17:00"},"wednesday":{"opens":"09:00","closes":"17:00"},"thursday":{"opens":"09:00","closes":"17:00"},"friday":{"opens":"09:00","closes":"17:00"},"saturday":null}',
  90,
  30,
  4,
  24,
  30,
  '["53545","53546","53548","53511","53563","53534","53536","53575","53589","53558","53593","53562","53590","53703","53704","53705","53711","53713","53714","53716","53717","53719"]',
  '2026-11-01T00:00:00.000Z'
);

-- Days no visit is offered (YYYY-MM-DD on the office's calendar).
CREATE TABLE booking_days_off (
  day TEXT PRIMARY KEY NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  created_by TEXT
);

-- A consultation. The id is the worker's (BK- and ten Crockford base-32 characters).
-- local_day is the start's day in Chicago, which the daily maximum counts by. A visit is
-- taken by one INSERT … SELECT … WHERE that checks the overlap (buffers included) and the
-- day's count in the same statement (src/booking/bookingStore.ts); the unique index below
-- is the last word on two visits at one start. A cancelled visit leaves that index, so its
-- time is free at once. sequence counts the changes, for the calendar invitation's SEQUENCE.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('in-home', 'video', 'phone')),
  zip TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  local_day TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  interest TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  moved_at TEXT,
  cancelled_at TEXT,
  cancelled_by TEXT CHECK (cancelled_by IN ('customer', 'office')),
  sequence INTEGER NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX bookings_booked_start ON bookings (starts_at) WHERE status = 'booked';

CREATE INDEX bookings_booked_day ON bookings (local_day) WHERE status = 'booked';

CREATE INDEX bookings_created_at ON bookings (created_at);

-- Every email the worker sent about a visit (confirmation, moved, cancelled) with its
-- outcome ('sent', 'failed: …', 'off: …'), written once the send answered: a visit is
-- stored before any email about it goes.
CREATE TABLE booking_emails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id TEXT NOT NULL REFERENCES bookings (id),
  email TEXT NOT NULL CHECK (email IN ('confirmation', 'moved', 'cancelled')),
  at TEXT NOT NULL,
  outcome TEXT NOT NULL
);

CREATE INDEX booking_emails_booking ON booking_emails (booking_id);

-- The day-before reminder of a visit at a time: claimed by inserting this row before it is
-- sent, so however many runs of the job there are (concurrent, repeated, retried) it is
-- sent once; a visit moved to another time is a new row. outcome is NULL until the send
-- answered.
CREATE TABLE booking_reminders (
  booking_id TEXT NOT NULL REFERENCES bookings (id),
  starts_at TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  outcome TEXT,
  PRIMARY KEY (booking_id, starts_at)
);
