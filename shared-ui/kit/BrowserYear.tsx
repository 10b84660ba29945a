// The current year (or the years since `since`) in text a server draws: the year the code
// was built in on the server, the browser's own once hydrated (useCurrentYear) or, on a
// page without islands, once its script ran (hooks/browserYear.ts).
import { BROWSER_YEAR_ATTRIBUTE, yearText } from 'shared-ui/hooks/browserYear';
import { useCurrentYear } from 'shared-ui/hooks/useCurrentYear';

export function BrowserYear({ drawnYear, since = 0 }: { drawnYear: number; since?: number }) {
  const year = useCurrentYear(drawnYear);
  return <span {...{ [BROWSER_YEAR_ATTRIBUTE]: since }}>{yearText(year, since)}</span>;
}
