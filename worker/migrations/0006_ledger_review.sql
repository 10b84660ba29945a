-- Why a recorded payment needs a person to look at it (NULL: nothing to review), e.g. a
-- credit card used on a debit order, which charged no surcharge. The payment itself is
-- recorded all the same: the card was charged.
ALTER TABLE payment_ledger ADD COLUMN review TEXT;
