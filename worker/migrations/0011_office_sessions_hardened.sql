-- The office's sign-in against a careful attacker (#45).
-- An invitation is claimed by the enrolment that uses it: the statement that checks it is
-- unused and current is the one that marks it with the new session's hash, the rest of that
-- enrolment's batch writes only under its own mark, and the batch's last statements delete it.
ALTER TABLE office_invitations ADD COLUMN used_by_session TEXT;

-- A session also ends after a while unused; each use moves this on. A session begun before
-- this migration has '' here, which is already past: it asks for the passkey again.
ALTER TABLE office_sessions ADD COLUMN idle_expires_at TEXT NOT NULL DEFAULT '';

-- The client an audit row's request came from, as the day's pseudonym of its address
-- (src/field-reports/clientPseudonym.ts), never the address; NULL for the staff command.
ALTER TABLE office_audit ADD COLUMN client TEXT;
