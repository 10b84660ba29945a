// Previous Employment on demand: Job 1 is on screen, Jobs 2 and 3 open when the applicant
// asks for them, keep the spec's rules and messages once open, and come back with a draft.
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configureWorker } from 'shared-ui/api/worker';
import { readDraft } from 'shared-ui/forms/drafts';
import { endDateMessage } from 'contract/schemas/application';
import { applicationDraft } from './ApplicationForm';
import {
  fakeNetwork,
  fill,
  fillCompleteApplication,
  job,
  legends,
  renderForm,
  settleConfigFetch,
} from '../testing/applicationForm';

jest.setTimeout(20_000);

const addJob = () => screen.getByRole('button', { name: 'Add another job' });
const summaryItems = async () =>
  within(await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function sendAndReadPosts(user: UserEvent, calls: ReturnType<typeof fakeNetwork>['calls']) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { name: 'Confirmation for AP-7K3M9QX2VD' })).toBeInTheDocument();
  const [journaled, email] = calls.filter((call) => call.method === 'POST');
  return { journaled: journaled?.body, params: (email?.body as { template_params: Record<string, string> }).template_params };
}

const EMPTY_JOB_3 = {
  jobhistory_title_3: '',
  jobhistory_company_3: '',
  jobhistory_SD_3: '',
  jobhistory_ED_3: '',
  jobhistory_curemployment_3: false,
  jobhistory_desc_3: '',
};

beforeEach(() => configureWorker('http://worker.test'));

describe('Previous Employment, one job at a time', () => {
  it('opens Job 2, then Job 3, at each tap of Add another job, with the cursor in the new job title', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await settleConfigFetch();

    await user.click(addJob());
    expect(within(job(2)).getByLabelText(/Job title/)).toHaveFocus();
    expect(job(2)).toHaveAccessibleDescription('Optional');
    await user.click(addJob());
    expect(within(job(3)).getByLabelText(/Job title/)).toHaveFocus();

    expect(legends()).toEqual([
      'Contact Information',
      'Work Authorization',
      'Certifications & Knowledge',
      'Brands you know',
      'Previous Employment',
      'Job 1',
      'Job 2',
      'Job 3',
      'Cover letter',
    ]);
    expect(screen.queryByRole('button', { name: 'Add another job' })).not.toBeInTheDocument();
    for (const label of [/Job title/, /Employer/, /Start date/, /End date/, 'I currently work here', /Responsibilities/]) {
      expect(within(job(3)).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('checks an opened Job 2 by the spec: a 76-character title and employer get its messages, an end before the start is refused', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(addJob());
    await fill(user, within(job(2)).getByLabelText(/Job title/), 'T'.repeat(76));
    await fill(user, within(job(2)).getByLabelText(/Employer/), 'E'.repeat(76));
    await user.type(within(job(2)).getByLabelText(/Start date/), '2019-06-03');
    await user.type(within(job(2)).getByLabelText(/End date/), '2018-01-15');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await summaryItems()).toEqual([
      'Please enter a valid title (Job 2)',
      'Please enter a valid employer name (Job 2)',
      endDateMessage(2),
    ]);
    expect(within(job(2)).getByLabelText(/Job title/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a Job 3 title of 76 characters with the spec message, and nothing else of Job 3 is needed', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(addJob());
    await user.click(addJob());
    await fill(user, within(job(3)).getByLabelText(/Job title/), 'T'.repeat(76));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await summaryItems()).toEqual(['Please enter a valid title (Job 3)']);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends what was typed in an opened Job 2, partial as it is, and Job 3 unopened as empty', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user, { tickBoxes: false });
    await user.click(addJob());
    await fill(user, within(job(2)).getByLabelText(/Job title/), 'Installer');
    await fill(user, within(job(2)).getByLabelText(/Employer/), 'Badger Sound');

    const { journaled, params } = await sendAndReadPosts(user, calls);
    expect(journaled).toMatchObject({
      ageCheck: false,
      workCheck: false,
      jobhistory_title_2: 'Installer',
      jobhistory_company_2: 'Badger Sound',
      jobhistory_SD_2: '',
      jobhistory_desc_2: '',
      ...EMPTY_JOB_3,
    });
    expect(params).toMatchObject({ jobhistory_title_2: 'Installer', ...EMPTY_JOB_3 });
    expect(params.contact_and_authorization).toContain('I am at least 18 years of age: No');
    expect(params.contact_and_authorization).toContain('I am authorized to work in the United States: No');
    expect(params.employment_and_cover_letter).toContain('Job 2: Installer, Badger Sound');
    expect(params.employment_and_cover_letter).toContain('Job 3: none given');
  });

  it('offers to remove only the last job opened; removing it forgets what was in it and its errors', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(addJob());
    await fill(user, within(job(2)).getByLabelText(/Job title/), 'Installer');
    await user.click(addJob());
    expect(within(job(2)).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await fill(user, within(job(3)).getByLabelText(/Job title/), 'T'.repeat(76));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await summaryItems()).toEqual(['Please enter a valid title (Job 3)']);

    await user.click(within(job(3)).getByRole('button', { name: 'Remove Job 3' }));
    expect(screen.queryByRole('group', { name: 'Job 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Please resolve/ })).not.toBeInTheDocument();
    expect(addJob()).toHaveFocus();
    expect(within(job(2)).getByRole('button', { name: 'Remove Job 2' })).toBeInTheDocument();

    // Opened again, Job 3 is empty: what was removed is gone.
    await user.click(addJob());
    expect(within(job(3)).getByLabelText(/Job title/)).toHaveValue('');
    await user.click(within(job(3)).getByRole('button', { name: 'Remove Job 3' }));

    const { journaled } = await sendAndReadPosts(user, calls);
    expect(journaled).toMatchObject({ jobhistory_title_2: 'Installer', ...EMPTY_JOB_3 });
  });

  it('opens again, after a reload, the jobs a draft holds', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    const first = renderForm();
    await user.click(addJob());
    await fill(user, within(job(2)).getByLabelText(/Job title/), 'Installer');
    await user.click(within(job(2)).getByLabelText('I currently work here'));
    expect(readDraft(applicationDraft('System Integrator'))).toMatchObject({
      jobhistory_title_2: 'Installer',
      jobhistory_curemployment_2: true,
    });
    first.unmount();

    renderForm();
    await settleConfigFetch();
    expect(within(job(2)).getByLabelText(/Job title/)).toHaveValue('Installer');
    expect(within(job(2)).getByLabelText('I currently work here')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Job 3' })).not.toBeInTheDocument();
    expect(addJob()).toBeInTheDocument();
    // Brought back, not typed now: the cursor stays where it was.
    expect(within(job(2)).getByLabelText(/Job title/)).not.toHaveFocus();
  });

  it('keeps a job a draft brought back closed once it is removed, after the next reload too', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    const first = renderForm();
    await user.click(addJob());
    await fill(user, within(job(2)).getByLabelText(/Responsibilities/), 'Pulled wire.');
    first.unmount();

    const second = renderForm();
    await settleConfigFetch();
    await user.click(within(job(2)).getByRole('button', { name: 'Remove Job 2' }));
    expect(readDraft(applicationDraft('System Integrator'))).toMatchObject({ jobhistory_desc_2: '' });
    second.unmount();

    renderForm();
    await settleConfigFetch();
    expect(screen.queryByRole('group', { name: 'Job 2' })).not.toBeInTheDocument();
  });
});
