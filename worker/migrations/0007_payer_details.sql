-- What the payer added on the amount step so staff can match the payment to its invoice
-- (all optional, NULL when left empty), and what became of the receipt emailed to them:
-- NULL when they gave no email, else 'sent', or why not ('failed: ...', 'off: ...').
ALTER TABLE payment_orders ADD COLUMN payer_invoice_number TEXT;
ALTER TABLE payment_orders ADD COLUMN payer_name TEXT;
ALTER TABLE payment_orders ADD COLUMN payer_email TEXT;
ALTER TABLE payment_ledger ADD COLUMN receipt TEXT;
