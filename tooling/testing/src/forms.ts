// Filling in forms the way a visitor does, by their visible labels.
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** A user for tests under fake timers: types without a timer between keys, and the fake clock only moves when a test says. */
export const fakeTimerUser = () => userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** A label's text followed by anything (the required mark). */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The labels of a customer request form (ticket or lead) that differ between the two. */
export interface RequestFormLabels {
  commercial: string;
  category: string;
  purchase: string;
  description: string;
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

/** Fills in the fields of a customer request form given, by their visible labels. */
export async function fillRequest(user: UserEvent, labels: RequestFormLabels, answers: RequestAnswers) {
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
