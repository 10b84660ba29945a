const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Five stars, this many of them filled: '★★★★☆' for 4. */
export const starsText = (filled: number) => '★'.repeat(filled) + '☆'.repeat(5 - filled);

/** 'YYYY-MM' in words, 'March 2026': the same on the server and in every browser, whatever its locale. */
export function monthInWords(month: string): string {
  const [year, index] = month.split('-').map(Number);
  const name = MONTHS[(index ?? 0) - 1];
  if (!year || !name) throw new Error(`Not a YYYY-MM month: ${month}`);
  return `${name} ${year}`;
}
