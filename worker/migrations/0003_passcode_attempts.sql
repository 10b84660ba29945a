-- Passcode guesses per client (its address) within the current rate-limit window.
-- A correct passcode deletes the client's row; rows whose window has passed are
-- deleted as new guesses arrive, so the table holds only the current windows.
CREATE TABLE passcode_attempts (
  client TEXT PRIMARY KEY NOT NULL,
  attempts INTEGER NOT NULL,
  window_started_at INTEGER NOT NULL
);

CREATE INDEX passcode_attempts_window ON passcode_attempts (window_started_at);
