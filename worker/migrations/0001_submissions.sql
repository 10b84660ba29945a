-- The submission journal: every form is written here before its email goes out,
-- so a failed email loses nothing. `delivery` is what the browser reported back.
CREATE TABLE submissions (
  case_id TEXT PRIMARY KEY NOT NULL,
  form TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL,
  delivery TEXT NOT NULL DEFAULT 'pending' CHECK (delivery IN ('pending', 'delivered', 'failed')),
  delivery_updated_at TEXT
);

-- Staff list the submissions whose email was not confirmed, oldest first.
CREATE INDEX submissions_unconfirmed ON submissions (received_at) WHERE delivery <> 'delivered';
