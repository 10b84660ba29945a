-- The office (#35): the people who answer the phone, each signing in with a passkey.
-- Invitations and session tokens are kept only as their SHA-256 (hex): reading the
-- database gives neither away. A revoked person keeps their row (the audit names them).
CREATE TABLE office_people (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

-- A one-time enrolment link, valid a day; a new one for the same person replaces it.
CREATE TABLE office_invitations (
  token_hash TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES office_people (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX office_invitations_person ON office_invitations (person_id);

-- A person's passkey: the credential id and COSE public key (base64url) and its signature counter.
CREATE TABLE office_passkeys (
  credential_id TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES office_people (id),
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  transports TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX office_passkeys_person ON office_passkeys (person_id);

-- A WebAuthn challenge the worker issued: single use (deleted as it is checked), short-lived.
-- An enrolment's is tied to its invitation's hash; a sign-in's is looked up by its id.
CREATE TABLE office_challenges (
  id TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('enrol', 'sign-in')),
  challenge TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX office_challenges_expires_at ON office_challenges (expires_at);

-- A signed-in browser: the hash of its cookie's token. `ended_at` is set by a sign-out or a revoke.
CREATE TABLE office_sessions (
  token_hash TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES office_people (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ended_at TEXT
);

CREATE INDEX office_sessions_person ON office_sessions (person_id);

-- A follow-up (journal submission) marked handled from the office: who, when, and their note.
CREATE TABLE office_handled (
  case_id TEXT PRIMARY KEY NOT NULL,
  form TEXT NOT NULL,
  person_id TEXT NOT NULL REFERENCES office_people (id),
  person_name TEXT NOT NULL,
  at TEXT NOT NULL,
  note TEXT NOT NULL
);

-- Every change made from the office (and by the staff command), with who made it.
CREATE TABLE office_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  person_id TEXT,
  person_name TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  detail TEXT
);

CREATE INDEX office_audit_at ON office_audit (at);
