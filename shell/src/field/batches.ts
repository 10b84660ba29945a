// Reports gathered into batches the worker takes: the page load's grant, and at most
// MAX_REPORTS_PER_BATCH reports, in MAX_FIELD_REPORT_BYTES of JSON each. A batch goes as
// soon as it is full; the rest when the reporter flushes (the page is hidden or left).
import { MAX_FIELD_REPORT_BYTES, MAX_REPORTS_PER_BATCH } from 'contract/schemas/fieldReportRules';
import type { FieldReport, FieldReportBatch } from 'contract/schemas/fieldReports';

/** UTF-8 bytes of a string, as the worker counts the body. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export interface Batches {
  add(report: FieldReport): void;
  /** Sends what is gathered, if anything. */
  flush(): void;
}

/** Batches of the page load whose grant is `grant`. */
export function createBatches(grant: string, send: (batch: FieldReportBatch) => void): Batches {
  /** '{"grant":"…","reports":[]}': what a batch weighs with no report in it. */
  const EMPTY_BATCH_BYTES = utf8Length(JSON.stringify({ grant, reports: [] }));
  let reports: FieldReport[] = [];
  let bytes = EMPTY_BATCH_BYTES;

  const flush = () => {
    if (reports.length === 0) return;
    const batch = { grant, reports };
    reports = [];
    bytes = EMPTY_BATCH_BYTES;
    send(batch);
  };

  return {
    add(report) {
      const size = utf8Length(JSON.stringify(report));
      // One report alone is far under the limit (its message is at most 200 characters).
      if (EMPTY_BATCH_BYTES + size > MAX_FIELD_REPORT_BYTES) return;
      const comma = reports.length > 0 ? 1 : 0;
      if (bytes + comma + size > MAX_FIELD_REPORT_BYTES) flush();
      bytes += (reports.length > 0 ? 1 : 0) + size;
      reports.push(report);
      if (reports.length >= MAX_REPORTS_PER_BATCH) flush();
    },
    flush,
  };
}
