// What the application's component tests share: the network the form talks to, the form
// on its posting's route, and an applicant filling it in the way a person does.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import { ApplicationForm } from '../components/ApplicationForm';

/** A worker and an email service answering the way the sandbox does; the journal issues AP-7K3M9QX2VD. */
export function fakeNetwork({ emailStatus = 200, configStatus = 200, holdEmail = false } = {}) {
  const configDown = { [`GET ${ENDPOINTS.emailConfig}`]: () => new Response('down', { status: configStatus }) };
  const network = fakeWorker(configStatus === 200 ? {} : configDown, { caseId: 'AP-7K3M9QX2VD', emailStatus, holdEmail });
  return { calls: network.requests, network };
}

export const renderForm = () =>
  renderRoutes(<ApplicationForm position="System Integrator" />, '/apply/positions/1', { path: '/apply/positions/1' });

/** Lets the configuration fetch that the form starts on opening finish. */
export const settleConfigFetch = () => act(async () => {});

export const group = (name: string) => screen.getByRole('group', { name });
export const job = (n: number) => group(`Job ${n}`);

/** The legends of the form's sections and jobs, in the order they are on screen. */
export const legends = () =>
  Array.from(screen.getByRole('form').querySelectorAll('fieldset > legend')).map((legend) => legend.textContent);

/** Puts `text` in the field the way pasting does: one input event rather than one per key. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Everything the spec requires, with Job 1: Ana Lopez, AV Technician at Lakeside Audio. */
export async function fillCompleteApplication(user: UserEvent, { tickBoxes = true } = {}) {
  const contact = group('Contact Information');
  await fill(user, within(contact).getByLabelText(/Legal first name/), 'Ana');
  await fill(user, within(contact).getByLabelText(/Legal family name/), 'Lopez');
  await fill(user, within(contact).getByLabelText(/Phone/), '(608)5550142');
  await fill(user, within(contact).getByLabelText(/Email/), 'ana.lopez@example.com');
  if (tickBoxes) {
    await user.click(screen.getByLabelText('I am at least 18 years of age'));
    await user.click(screen.getByLabelText('I am authorized to work in the United States'));
  }
  await user.selectOptions(screen.getByLabelText(/Brand 1/), 'Sonos');
  await fill(user, within(job(1)).getByLabelText(/Job title/), 'AV Technician');
  await fill(user, within(job(1)).getByLabelText(/Employer/), 'Lakeside Audio');
  await user.type(within(job(1)).getByLabelText(/Start date/), '2021-03-01');
  await fill(user, within(job(1)).getByLabelText(/Responsibilities/), 'Installed whole-home audio.');
  await fill(user, screen.getByLabelText(/Cover letter/), 'I would like to join your team.');
}
