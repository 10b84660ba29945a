// What an office page shows while its content is not ready: loading, not found, or a
// failure with a way to try again.
import { Button } from 'shared-ui/kit/Button';
import { Spinner } from 'shared-ui/kit/Spinner';
import type { OfficeResource } from './useOfficeResource';

export function ResourceStatus({ resource, retry, what }: { resource: OfficeResource<unknown>; retry: () => void; what: string }) {
  switch (resource.status) {
    case 'ready':
      return null;
    case 'loading':
      return <Spinner label={`Loading ${what}`} />;
    case 'missing':
      return <p role="alert">There is no such {what}.</p>;
    case 'error':
      return (
        <div role="alert">
          <p>The {what} could not be loaded.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      );
  }
}
