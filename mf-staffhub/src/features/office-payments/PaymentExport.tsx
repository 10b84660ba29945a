// A period's payments as CSV for the bookkeeper: a plain link to the worker's export.
// The session cookie (SameSite=Strict) goes along because the site and the worker are
// same-site (localhost in development, subdomains of one domain in production), and
// the browser saves the file itself: no copy of it is held in the page's memory.
import { useState } from 'react';
import { TextField } from 'shared-ui/kit/TextField';
import { exportUrl } from './paymentsApi';
import styles from './Payments.module.css';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function PaymentExport() {
  const today = new Date();
  const [from, setFrom] = useState(() => isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))));
  const [to, setTo] = useState(() => isoDay(today));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

  return (
    <section aria-labelledby="export-heading" className={styles.export}>
      <h2 id="export-heading">Export for the bookkeeper</h2>
      <div className={styles.period}>
        <TextField name="export-from" label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField name="export-to" label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} error={valid ? undefined : 'Choose a From date on or before the To date.'} />
      </div>
      {valid && (
        <a className={styles.download} href={exportUrl(from, to)} download={`payments-${from}-to-${to}.csv`}>
          Download payments from {from} to {to} (CSV)
        </a>
      )}
    </section>
  );
}
