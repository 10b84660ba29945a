// LCP, INP and CLS as the web-vitals library measures them. The library is loaded after
// the page starts (its own chunk, off the first load's path): its observers read the
// entries the browser buffered before, so nothing of the page load is missed.
//
// Every change is passed on (reportAllChanges), with the path the visitor was on when
// it happened: the reporter keeps the latest of each and sends it once, when the page is
// first hidden or left, named for the page where the value was reached (the slowest
// interaction's page for INP, the worst burst of shifts' page for CLS; LCP is the page
// loaded's).
import type { VitalName } from 'contract/schemas/fieldReports';

export interface VitalSample {
  name: VitalName;
  value: number;
  /** The page the visitor was on when the value was reached. */
  pathname: string;
}

export async function watchVitals(view: Window, onSample: (sample: VitalSample) => void): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const options = { reportAllChanges: true };
  const pass = ({ name, value }: { name: VitalName; value: number }) => onSample({ name, value, pathname: view.location.pathname });
  onLCP(pass, options);
  onINP(pass, options);
  onCLS(pass, options);
}
