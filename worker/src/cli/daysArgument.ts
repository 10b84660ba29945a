// The `--days N` option of the staff commands: a whole number from 1 to `max`.
import { parseArgs } from 'node:util';

/**
 * The --days asked for (undefined when not given); exits with the usage line when the
 * arguments are not understood.
 */
export function daysArgument(max: number, usage: string): number | undefined {
  try {
    const { days } = parseArgs({ options: { days: { type: 'string' } } }).values;
    if (days === undefined) return undefined;
    const value = Number(days);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
  } catch {
    // Unknown options or a missing value: the usage line below says what is understood.
  }
  console.error(`usage: ${usage} [-- --days <1 to ${max}>]`);
  process.exit(2);
}
