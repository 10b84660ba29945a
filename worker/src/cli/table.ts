import { printable } from './terminalText';

/** Rows as aligned text columns under a header, for a terminal; every cell is made printable first. */
export function formatTable(headers: readonly string[], unsafeRows: readonly (readonly string[])[]): string {
  const rows = unsafeRows.map((row) => row.map(printable));
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => (cells[column] ?? '').padEnd(width))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
