// The page load's field grant (#32): the composer sends it with the page in a Server-Timing
// header (shell/src/server/fieldGrant.ts says why there), which scripts read from the
// page's navigation timing entry. A page the composer did not draw (a dev server's) has
// none, and then reports nothing: the worker would count nothing without one.
import { FIELD_GRANT_METRIC, FIELD_GRANT_SHAPE, MAX_FIELD_GRANT_LENGTH } from 'contract/schemas/fieldReportRules';

type Timing = Pick<Performance, 'getEntriesByType'>;

/** The grant the page was composed with, if it has one the worker could take. */
export function pageFieldGrant(performance: Timing | undefined): string | undefined {
  const [navigation] = (performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  const grant = navigation?.serverTiming?.find(({ name }) => name === FIELD_GRANT_METRIC)?.description;
  return grant && grant.length <= MAX_FIELD_GRANT_LENGTH && FIELD_GRANT_SHAPE.test(grant) ? grant : undefined;
}
