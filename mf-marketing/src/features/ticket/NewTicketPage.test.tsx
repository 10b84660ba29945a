import { act, screen, within } from '@testing-library/react';
import { ENDPOINTS } from 'contract/endpoints';
import { EMAIL_CONFIG, fakeWorker, hangs, json } from 'site-testing/fakeWorker';
import { WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { fakeTimerUser, fillRequest, labelled, type RequestAnswers } from 'site-testing/forms';
import { renderRoutes } from 'site-testing/renderRoutes';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { GAVE_UP } from '../customer-request/CustomerRequestSection';
import { countConfigReload, MAX_CONFIG_RELOADS } from '../customer-request/configReloads';
import { NewTicketPage } from './NewTicketPage';
import { ticketKind } from './ticketKind';

jest.mock('shared-ui/routing/pageLoads');

const { labels } = ticketKind;
const ERROR_HEADING = 'Please resolve the following errors before submitting';

const residential: RequestAnswers = {
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '608-555-0123',
  address: '12 Lake Street, Madison',
  category: 'Internet Connection Not Working / Poor Performance',
  purchase: 'Yes',
  description: 'The Wi-Fi drops every evening.',
};

/** The page beside the shell's /confirmation, under a nav bar with a link to leave by. */
const renderPage = () => ({
  user: fakeTimerUser(),
  ...renderRoutes(<NewTicketPage />, '/support/newTicket', { path: '/support/newTicket', navBar: true, home: false }),
});

/** The case id the fake worker makes for every ticket. */
const CASE_ID = 'SP-004217';

async function openForm(services = fakeWorker({}, { caseId: CASE_ID })) {
  const view = renderPage();
  await screen.findByRole('form', { name: labels.form });
  return { ...view, services };
}

const categoryOptions = () =>
  within(screen.getByLabelText(labelled(labels.category)))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Lets pending requests and their answers run without moving the clock. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

// Each test types a whole form key by key; on a busy CI machine that can take seconds.
jest.setTimeout(20_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('the new ticket page', () => {
  it('draws the form at once and fetches the email configuration, which only the send needs', async () => {
    const services = fakeWorker({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Open a support ticket' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: labels.form })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await settle();
    expect(services.requests.map((call) => call.url)).toEqual(['http://worker.test/config/email']);
  });

  it('sends a ticket sent before the configuration arrived once it arrives, asking for it only once', async () => {
    let answerConfig: () => void = () => {};
    const configHeld = new Promise<void>((resolve) => (answerConfig = resolve));
    const services = fakeWorker(
      { [`GET ${ENDPOINTS.emailConfig}`]: async () => (await configHeld, json(EMAIL_CONFIG)) },
      { caseId: CASE_ID },
    );
    const { user } = renderPage();
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    expect(services.journaled()).toEqual([]);

    answerConfig();
    await settle();
    expect(services.journaled()).toHaveLength(1);
    expect(services.emails()).toHaveLength(2);
    expect(services.requests.filter((call) => call.route === `GET ${ENDPOINTS.emailConfig}`)).toHaveLength(1);
  });

  it("says 'there was an error loading this page' above the form and reloads after 5 s when the configuration cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({}, { configDown: true });
    renderPage();
    const failure = (await screen.findByText('there was an error loading this page')).closest('[role="alert"]');
    expect(failure).toHaveTextContent('The page will reload in 5 seconds. If this keeps happening, call us at');
    expect(screen.getByRole('form', { name: labels.form })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives up on a worker that never answers the configuration after its deadline, then says so and reloads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({ [`GET ${ENDPOINTS.emailConfig}`]: hangs });
    renderPage();
    await act(() => jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.lookup - 1));
    expect(screen.queryByText('there was an error loading this page')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('there was an error loading this page')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it(`stops reloading after ${MAX_CONFIG_RELOADS} reloads in a row, and gives the phone number instead`, async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({}, { configDown: true });
    for (let reload = 1; reload <= MAX_CONFIG_RELOADS; reload++) {
      const { unmount } = renderPage();
      await screen.findByText('The page will reload in 5 seconds.', { exact: false });
      act(() => jest.advanceTimersByTime(5000));
      expect(reloadPage).toHaveBeenCalledTimes(reload);
      unmount();
    }
    renderPage();
    const failure = (await screen.findByText('there was an error loading this page')).closest('[role="alert"]');
    expect(failure).toHaveTextContent(`${GAVE_UP} Please call us at`);
    act(() => jest.advanceTimersByTime(60_000));
    expect(reloadPage).toHaveBeenCalledTimes(MAX_CONFIG_RELOADS);
    expect(screen.getByRole('form', { name: labels.form })).toBeInTheDocument();
  });

  it('counts reloads afresh once the configuration loads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    for (let reload = 1; reload <= MAX_CONFIG_RELOADS; reload++) countConfigReload();
    const services = fakeWorker();
    const loaded = renderPage();
    await settle();
    loaded.unmount();
    services.setConfigDown(true);
    renderPage();
    expect(await screen.findByText('The page will reload in 5 seconds.', { exact: false })).toBeInTheDocument();
  });

  it('does not reload, nor lose a word, once the visitor has begun typing; sending asks for the configuration again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const services = fakeWorker({}, { caseId: CASE_ID, configDown: true });
    const { user } = renderPage();
    await screen.findByText('there was an error loading this page');
    act(() => jest.advanceTimersByTime(4000));
    await user.type(screen.getByLabelText(labelled('Name')), 'Lee');
    expect(screen.getByText(/What you typed is still here\. If this keeps happening, call us at/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(reloadPage).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(labelled('Name')));
    services.setConfigDown(false);
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole('heading', { name: `Confirmation for ${CASE_ID}` })).toBeInTheDocument();
    expect(services.requests.filter((call) => call.route === `GET ${ENDPOINTS.emailConfig}`)).toHaveLength(2);
  });

  it('keeps everything typed and says the ticket failed when the configuration cannot be fetched at send time either', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const services = fakeWorker({}, { configDown: true });
    const { user } = renderPage();
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText('we are encountering issues. please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(residential.description);
    expect(services.journaled()).toEqual([]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload once the visitor has left the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({}, { configDown: true });
    const { unmount } = renderPage();
    await screen.findByText('there was an error loading this page');
    unmount();
    act(() => jest.advanceTimersByTime(10_000));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('lists the spec messages under the error heading when sent empty, and sends nothing', async () => {
    const { user, services } = await openForm();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const summary = await screen.findByRole('alert', { name: ERROR_HEADING });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please enter your name',
      'Please enter your email',
      'Please enter your phone number',
      'Please enter your address',
      "Please select a type of issue, select 'other' if not listed",
      'Please describe your issue before submitting',
    ]);
    expect(services.journaled()).toEqual([]);
  });

  it('shows the business name and the two commercial categories only while the commercial box is ticked', async () => {
    const { user } = await openForm();
    const commercialOnly = ['Commercial Control System (Building/Room Control) Not Working', 'Video Conferencing System'];
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    expect(categoryOptions()).toEqual([
      'Choose one',
      'Audio Not Working',
      'Video Not Working',
      'Internet Connection Not Working / Poor Performance',
      'Device Failure / Not Powering On',
      'Home Automation Not Working',
      'Purchased New Device, Need Integration Help',
      'Other, please describe issue below',
    ]);

    await user.click(screen.getByRole('checkbox', { name: labels.commercial }));
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(categoryOptions().slice(-2)).toEqual(commercialOnly);

    await user.selectOptions(screen.getByLabelText(labelled(labels.category)), 'Video Conferencing System');
    await user.click(screen.getByRole('checkbox', { name: labels.commercial }));
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    expect(categoryOptions()).not.toContain(commercialOnly[1]);
    expect(screen.getByLabelText(labelled(labels.category))).toHaveValue('');
  });

  it('sends a residential ticket: receipt, then the internet team, then /confirmation with the case id after 3 s', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    await settle();
    const [journaled] = services.journaled();
    // The values and the form's bot signals; the case id is the worker's to make.
    const { website, filledInMs, ...fields } = journaled!;
    expect(fields).toMatchObject({ name: 'Lee Chen', purchaseDomain: 'Yes', commercialCustomer: false, businessName: '' });
    expect(fields).not.toHaveProperty('UUID');
    expect({ website, filledInMs }).toEqual({ website: '', filledInMs: expect.any(Number) });
    expect(services.emails()).toEqual([
      {
        template: 'template_ticketReceipt',
        params: { to_name: 'Lee Chen', to_email: 'lee@example.com', case_id: CASE_ID, category: residential.category },
      },
      { template: 'template_ticketInternet', params: expect.objectContaining({ ...fields, case_id: CASE_ID, UUID: CASE_ID }) },
    ]);

    expect(await screen.findByRole('status')).toHaveTextContent('Your ticket is sent');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Your ticket is sent');
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: `Confirmation for ${CASE_ID}` })).toBeInTheDocument();
  });

  it('sends a commercial ticket with its business name to the staff template of its category', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, {
      ...residential,
      commercial: true,
      businessName: 'Gomez Dental',
      category: 'Audio Not Working',
    });
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    act(() => jest.advanceTimersByTime(3000));
    await screen.findByRole('heading', { name: /^Confirmation for SP-/ });
    expect(services.emails().map((email) => email.template)).toEqual(['template_ticketReceipt', 'template_ticketAudio']);
    expect(services.emails()[1]!.params).toMatchObject({
      businessName: 'Gomez Dental',
      commercialCustomer: true,
      customer_type: 'Commercial',
    });
  });

  it("shows 'we are encountering issues. please try again.' and keeps the input when the email fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, services } = await openForm(fakeWorker({}, { caseId: CASE_ID, emailStatus: 500 }));
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByText('we are encountering issues. please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('Name'))).toHaveValue('Lee Chen');
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(residential.description);
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
    expect(services.deliveries()).toEqual([[expect.stringMatching(/\/delivery$/), { delivered: false }]]);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('heading', { name: /^Confirmation/ })).not.toBeInTheDocument();

    services.setEmailStatus(200);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole('heading', { name: /^Confirmation for SP-/ })).toBeInTheDocument();
    expect(services.journaled()).toHaveLength(1);
  });

  it('gives up on a journal that never answers after its deadline: the failure message, with every word kept', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, services } = await openForm(fakeWorker({ [`POST ${ENDPOINTS.submission}`]: hangs }, { caseId: CASE_ID }));
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await act(() => jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.submission - 1));
    expect(screen.queryByText('we are encountering issues. please try again.')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByText('we are encountering issues. please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('Name'))).toHaveValue('Lee Chen');
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(residential.description);
    expect(services.emails()).toEqual([]);
  });

  it('sends once on a double submit', async () => {
    const { user, services } = await openForm(fakeWorker({}, { caseId: CASE_ID, holdJournal: true }));
    await fillRequest(user, labels, residential);
    await user.dblClick(screen.getByRole('button', { name: labels.submit }));
    services.release();
    await settle();
    act(() => jest.advanceTimersByTime(3000));
    await screen.findByRole('heading', { name: /^Confirmation for SP-/ });
    expect(services.journaled()).toHaveLength(1);
    expect(services.emails()).toHaveLength(2);
  });
});

describe('the new ticket page against bots and floods', () => {
  it('has a honeypot no person meets: off-screen, hidden from assistive technology, out of the tab order, not autofilled', async () => {
    const { user } = await openForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();

    // A keyboard user tabs from the address straight on to the type of issue.
    screen.getByLabelText(labelled('Address')).focus();
    await user.tab();
    expect(screen.getByLabelText(labelled(labels.category))).toHaveFocus();
  });

  it('sends how long the form was open, and what a bot put in the honeypot', async () => {
    const { user, services } = await openForm();
    act(() => jest.advanceTimersByTime(15_000));
    await fillRequest(user, labels, residential);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.example';
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    expect(services.journaled()[0]).toMatchObject({ website: 'http://spam.example', filledInMs: expect.any(Number) });
    expect(services.journaled()[0]!.filledInMs as number).toBeGreaterThanOrEqual(15_000);
  });

  it('says how long to wait, with the phone number, when the worker refuses the ticket for now, keeping everything typed and sending no email', async () => {
    const refusal = { error: 'There have been too many ticket submissions from your connection; please wait and send again', retryAfterSeconds: 420 };
    const services = fakeWorker({ [`POST ${ENDPOINTS.submission}`]: () => json(refusal, 429) });
    const { user } = await openForm(services);
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByText('Not sent yet: please wait 7 minutes, then send it again.')).toBeInTheDocument();
    const failure = screen.getByText('Not sent yet: please wait 7 minutes, then send it again.').closest('[role="alert"]') as HTMLElement;
    expect(failure).toHaveTextContent('What you typed is still here. If it keeps happening, call us at (608) 555-0142');
    expect(within(failure).getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(screen.getByLabelText(labelled('Name'))).toHaveValue('Lee Chen');
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(residential.description);
    expect(screen.getByRole('button', { name: labels.submit })).toBeEnabled();
    expect(services.emails()).toEqual([]);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('heading', { name: /^Confirmation/ })).not.toBeInTheDocument();
  });

  it('asks to wait a few seconds for a ticket sent a moment after the form opened', async () => {
    const services = fakeWorker({
      [`POST ${ENDPOINTS.submission}`]: () => json({ error: 'The form was sent a moment after it opened', retryAfterSeconds: 2 }, 429),
    });
    const { user } = await openForm(services);
    await fillRequest(user, labels, residential);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText('Not sent yet: please wait a few seconds, then send it again.')).toBeInTheDocument();
  });
});
