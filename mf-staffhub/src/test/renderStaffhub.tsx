// The staff hub's routes in a memory router, as the shell mounts them, with stand-ins
// for the pages other packages own (the thank-you page, the Getting Started forms).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { readConfirmationState } from 'shared-ui/routing/confirmation';
import StaffhubRoutes from '../routes';

function ConfirmationStandIn() {
  const { caseId } = readConfirmationState(useLocation().state);
  return <h1>{`Thank you! ${caseId ?? ''}`.trim()}</h1>;
}

export function renderStaffhub(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/confirmation', element: <ConfirmationStandIn /> },
      { path: '*', element: <StaffhubRoutes /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
