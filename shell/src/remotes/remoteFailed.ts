import type { RemoteName } from 'site/routes';
import { reportBoundary } from '../field/fieldReports';

/** A remote's code failed to load or to run: said in the console, one wording everywhere. */
export const logRemoteFailure = (name: RemoteName, error: unknown) => console.error(`the ${name} remote failed`, error);

/** The same, and counted in the field reports as the remote's boundary (docs/field-reports.md). */
export function remoteFailed(name: RemoteName, error: unknown) {
  logRemoteFailure(name, error);
  reportBoundary(name, error);
}
