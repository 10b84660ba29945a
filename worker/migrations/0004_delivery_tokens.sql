-- The SHA-256 (hex) of each submission's delivery token: the journal answer gives the
-- token to the browser that journaled the submission, and a delivery report is
-- recorded only when it carries that token. Submissions journaled before this column
-- have none, so no report can change them: they stay listed for staff follow-up.
ALTER TABLE submissions ADD COLUMN delivery_token_hash TEXT;
