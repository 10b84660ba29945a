-- Online payments. A pending order is made (after the captcha) before the visitor
-- sees the card provider's button: its invoice is the provider's check field, and
-- its amounts are what the worker computed, never what the browser says.
CREATE TABLE payment_orders (
  invoice TEXT PRIMARY KEY NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0 AND amount_cents < 100000000),
  surcharge_cents INTEGER NOT NULL CHECK (surcharge_cents >= 0),
  credit INTEGER NOT NULL CHECK (credit IN (0, 1)),
  created_at TEXT NOT NULL
);

-- The purchase ledger: one row per card transaction the provider confirmed, written
-- once (the transaction id is the key) and before the browser is told it succeeded.
-- Amounts, result, street and time are the provider's; exchange and link ids are
-- what its popup reported.
CREATE TABLE payment_ledger (
  transaction_id TEXT PRIMARY KEY NOT NULL,
  invoice TEXT NOT NULL REFERENCES payment_orders (invoice),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  result TEXT NOT NULL,
  billing_street TEXT NOT NULL,
  provider_created TEXT NOT NULL,
  exchange_id TEXT NOT NULL,
  link_id TEXT NOT NULL,
  recorded_at TEXT NOT NULL
);

CREATE INDEX payment_ledger_invoice ON payment_ledger (invoice);
