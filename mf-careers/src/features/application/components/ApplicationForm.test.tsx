import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { configureWorker, WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { BRANDS } from 'contract/data/brands';
import { EMAIL_CONFIG, fakeWorker, hangs, json, unchecked } from 'site-testing/fakeWorker';
import { expectAlertAtDeadline } from 'site-testing/timers';
import {
  fakeNetwork,
  fill,
  fillCompleteApplication,
  group,
  job,
  legends,
  renderForm,
  settleConfigFetch,
} from '../testing/applicationForm';

// Filling a whole application takes a while on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => configureWorker('http://worker.test'));

describe('the technician application', () => {
  it('shows its sections in the spec order, Job 1 with a button to add another, then Submit', async () => {
    fakeNetwork();
    renderForm();
    expect(screen.getByRole('form', { name: 'Application for System Integrator' })).toBeInTheDocument();
    expect(legends()).toEqual([
      'Contact Information',
      'Work Authorization',
      'Certifications & Knowledge',
      'Brands you know',
      'Previous Employment',
      'Job 1',
      'Cover letter',
    ]);
    expect(within(group('Previous Employment')).getByRole('button', { name: 'Add another job' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(group('Cover letter').compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('http://worker.test/config/email', expect.anything()));
  });

  it('offers N/A and the shared brand list in each brand select, N/A chosen', async () => {
    fakeNetwork();
    renderForm();
    await settleConfigFetch();
    for (const n of [1, 2, 3]) {
      const select = screen.getByLabelText(new RegExp(`Brand ${n}`));
      expect(select).toHaveValue('N/A');
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'N/A',
        ...BRANDS.map((brand) => brand.lable),
      ]);
    }
  });

  it('lists every error of an empty submit under the spec heading and marks the fields', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting:' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please enter your legal first name',
      'Please enter your legal family name',
      'Please enter valid phone number',
      'Please enter a valid email address',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'You must enter at least one (1) previous position.',
      'Please write a short cover letter',
    ]);
    expect(summary).toHaveFocus();
    for (const field of [/Legal first name/, /Phone/, /Email/, /Cover letter/]) {
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('I am at least 18 years of age')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('I am authorized to work in the United States')).not.toHaveAttribute('aria-invalid');
    expect(within(job(1)).getByLabelText(/Start date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('group', { name: 'Job 2' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the certification inputs once the box is clicked, and keeps them when it is unticked', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByLabelText('Certification 1')).not.toBeInTheDocument();
    const box = screen.getByLabelText('I hold industry certifications');
    await user.click(box);
    for (const n of [1, 2, 3]) expect(screen.getByLabelText(`Certification ${n}`)).toBeVisible();
    await user.click(box);
    expect(box).not.toBeChecked();
    for (const n of [1, 2, 3]) expect(screen.getByLabelText(`Certification ${n}`)).toBeVisible();
  });

  it('shows the certification inputs again after a reload when the draft has the box ticked', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    const first = renderForm();
    await user.click(screen.getByLabelText('I hold industry certifications'));
    await fill(user, screen.getByLabelText('Certification 1'), 'AVIXA CTS');
    first.unmount();

    renderForm();
    await settleConfigFetch();
    expect(screen.getByLabelText('I hold industry certifications')).toBeChecked();
    expect(screen.getByLabelText('Certification 1')).toHaveValue('AVIXA CTS');
    for (const n of [2, 3]) expect(screen.getByLabelText(`Certification ${n}`)).toHaveValue('');
  });

  it('asks for each certification name while the box is ticked', async () => {
    fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByLabelText('I hold industry certifications'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByText('Please enter name of certification')).toHaveLength(3);
  });

  it('journals, emails every field and goes to the confirmation with the case id', async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Confirmation for AP-7K3M9QX2VD' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/email/send'))).toHaveLength(1);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([
      'http://worker.test/submissions/application',
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/application/AP-7K3M9QX2VD/delivery',
    ]);
    expect(posts[0]?.body).toMatchObject({
      position: 'System Integrator',
      firstName: 'Ana',
      phone: '608-555-0142', // typed (608)5550142: the ten digits, normalized
      brandSelect_1: 'Sonos',
      brandSelect_2: 'N/A',
      jobhistory_SD_1: '2021-03-01',
      jobhistory_title_2: '',
    });
    expect(posts[1]?.body).toMatchObject({
      service_id: 'service_test',
      template_id: 'template_application',
      user_id: 'public-key',
      template_params: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana.lopez@example.com',
        coverletter: 'I would like to join your team.',
        case_id: 'AP-7K3M9QX2VD',
        contact_and_authorization: expect.stringContaining('Name: Ana Lopez'),
      },
    });
  });

  it('disables Submit while sending, so a second click sends nothing', async () => {
    const { calls, network } = fakeNetwork({ holdEmail: true });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    network.releaseEmail();
    expect(await screen.findByRole('heading', { name: 'Confirmation for AP-7K3M9QX2VD' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/submissions/application'))).toHaveLength(1);
    expect(calls.filter((call) => call.url.endsWith('/email/send'))).toHaveLength(1);
  });

  it('asks the applicant to wait, with the phone number, when the worker limits the sends', async () => {
    fakeWorker({ [`POST ${ENDPOINTS.submission}`]: () => json({ error: 'There have been too many application submissions from your connection; please wait and send again', retryAfterSeconds: 540 }, 429) }, { caseId: 'AP-7K3M9QX2VD' });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Not sent yet: please wait 9 minutes, then send it again. What you typed is still here. If you cannot wait, call us at (608) 555-0142.'));
    expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Ana');
  });

  it('gives up on a journal that never answers after its deadline: the spec message, with the input kept', async () => {
    const network = fakeWorker({ [`POST ${ENDPOINTS.submission}`]: hangs }, { caseId: 'AP-7K3M9QX2VD' });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await expectAlertAtDeadline(
      WORKER_DEADLINES_MS.submission,
      () => user.click(screen.getByRole('button', { name: 'Submit' })),
      alert,
      'there was an error submitting your application. check internet connection.',
    );
    expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/Cover letter/)).toHaveValue('I would like to join your team.');
    expect(network.emails()).toEqual([]);
  });

  it('alerts the spec message, logs the error and keeps the input when the email fails', async () => {
    const { calls, network } = fakeNetwork({ emailStatus: 500 });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('there was an error submitting your application. check internet connection.'),
    );
    expect(log).toHaveBeenCalledWith('could not submit the application', expect.anything());
    expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/Cover letter/)).toHaveValue('I would like to join your team.');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();

    network.setEmailStatus(200);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation for AP-7K3M9QX2VD' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/submissions/application'))).toHaveLength(1);
  });

  it('says so when the email configuration cannot be fetched, and alerts instead of crashing on submit', async () => {
    fakeNetwork({ configStatus: 503 });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(await screen.findByRole('status')).toHaveTextContent('We could not reach our application service just now.');
    expect(log).toHaveBeenCalledWith('could not reach worker', expect.anything());

    await fillCompleteApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('there was an error submitting your application. check internet connection.'),
    );
    expect(screen.getByLabelText(/Legal family name/)).toHaveValue('Lopez');
  });

  it('alerts instead of crashing when the configuration has no application template', async () => {
    const { application: _application, ...otherTemplates } = EMAIL_CONFIG.templates;
    const noTemplate = { ...EMAIL_CONFIG, templates: otherTemplates };
    // An older worker's configuration: not what today's contract allows, hence unchecked.
    fakeWorker({ [`GET ${ENDPOINTS.emailConfig}`]: () => unchecked(noTemplate) }, { caseId: 'AP-7K3M9QX2VD' });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillCompleteApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('there was an error submitting your application. check internet connection.'),
    );
    expect(alert).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('could not submit the application', expect.anything());
    expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Ana');
  });
});
