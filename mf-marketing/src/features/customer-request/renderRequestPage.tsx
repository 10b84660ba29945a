// Test support: renders a ticket or lead page in a router beside a stand-in for the
// shell's /confirmation page, and fills in the form the way a visitor does.
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { readConfirmationState } from 'shared-ui/routing/confirmation';
import type { RequestLabels } from './requestKind';

function ConfirmationProbe() {
  const { caseId } = readConfirmationState(useLocation().state);
  return <h1>Confirmation for {caseId ?? 'no case'}</h1>;
}

export function renderRequestPage(path: string, page: ReactElement) {
  // delay: null types without a timer between keys: fast, and the fake clock only moves when a test says.
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/elsewhere">Leave</Link>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/confirmation" element={<ConfirmationProbe />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

export interface RequestAnswers {
  name?: string;
  commercial?: boolean;
  businessName?: string;
  email?: string;
  phone?: string;
  address?: string;
  category?: string;
  purchase?: string;
  description?: string;
}

/** A label's text followed by anything (the required mark). */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Fills in the fields given, by their visible labels. */
export async function fillRequest(user: UserEvent, labels: RequestLabels, answers: RequestAnswers) {
  const type = async (label: string, text: string | undefined) => {
    if (text !== undefined) await user.type(screen.getByLabelText(labelled(label)), text);
  };
  await type('Name', answers.name);
  if (answers.commercial) await user.click(screen.getByRole('checkbox', { name: labels.commercial }));
  await type('Business name', answers.businessName);
  await type('Email', answers.email);
  await type('Phone', answers.phone);
  await type('Address', answers.address);
  if (answers.category) await user.selectOptions(screen.getByLabelText(labelled(labels.category)), answers.category);
  if (answers.purchase) await user.selectOptions(screen.getByLabelText(labelled(labels.purchase)), answers.purchase);
  await type(labels.description, answers.description);
}
