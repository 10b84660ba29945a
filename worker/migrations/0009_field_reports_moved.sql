-- Field reports moved to a database of their own (#32: field-migrations/, FIELD_DB): the
-- journal's and the ledger's database holds no field table, so a flood of reports never
-- writes where a payment or a form is written. What these tables held is not carried
-- over: a database cannot read another here, and the reports of before #32 were counted
-- without grants (any script could add to them), so no judgment should rest on them.
DROP TABLE field_reports;

DROP TABLE field_minutes;

DROP TABLE field_vitals;

DROP TABLE field_report_salts;

DELETE FROM rate_limits WHERE bucket LIKE 'field reports:%';
