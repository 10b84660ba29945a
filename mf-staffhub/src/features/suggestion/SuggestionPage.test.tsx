import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeUnlock, UNLOCK_STORAGE_KEY } from '../../access/unlockStore';
import { WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { fakeWorker, hangs, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import { expectAlertAtDeadline } from 'site-testing/timers';
import StaffhubRoutes from '../../routes';

let alertMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
  alertMock = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => jest.useRealTimers());

type Answer = () => Response | Promise<Response>;

const DELIVERY_TOKEN = '5e'.repeat(32);
const journaled: Answer = () => json({ caseId: 'SG-7K3M9QX2VD', receivedAt: '2025-06-01T08:00:00.000Z', deliveryToken: DELIVERY_TOKEN }, 201);

function network({
  emailStatus = 200,
  journal = journaled,
  delivery = (() => json({ caseId: 'SG-7K3M9QX2VD', delivery: 'delivered' })) as Answer,
} = {}) {
  return fakeWorker({ 'POST /submissions/suggestion': journal, 'POST /submissions/suggestion/*': delivery }, { emailStatus });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Jordan');
  await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Sonos');
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Regrouping after an update');
  await user.type(screen.getByRole('textbox', { name: /Your suggestion/ }), 'Add the regrouping steps.');
  await user.type(screen.getByRole('textbox', { name: 'Link 1 (optional)' }), 'https://support.sonos.com/');
}

describe('the suggestion form', () => {
  it('offers the hub topics and New Topic', async () => {
    network();
    await act(async () => renderRoutes(<StaffhubRoutes />, '/kh/suggestion'));
    const options = within(screen.getByRole('combobox', { name: /Topic/ })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a topic',
      'URC Remotes',
      'Sonos',
      'Control4',
      'Q-SYS',
      'Shop Policies',
      'New Topic',
    ]);
  });

  it('lists every error under the spec heading and sends nothing', async () => {
    const { requests } = network();
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await user.type(screen.getByRole('textbox', { name: 'Link 2 (optional)' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please enter your name',
      'Please choose a topic',
      'Please enter a title of 50 characters or fewer',
      'Please enter your suggestion',
      'please enter valid URL',
    ]);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('journals the suggestion, sends one email, and goes to /confirmation 2 s later', async () => {
    jest.useFakeTimers();
    // The delivery report is the last step before the 2 s wait: the test answers it itself.
    let reportDelivered: (response: Response) => void = () => {};
    const { requests } = network({ delivery: () => new Promise<Response>((resolve) => (reportDelivered = resolve)) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Sending your suggestion')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/delivery'))).toBe(true));
    await act(async () => reportDelivered(json({ caseId: 'SG-7K3M9QX2VD', delivery: 'delivered' })));
    const journal = requests.find((request) => request.path === '/submissions/suggestion')!;
    expect(journal.headers.get('authorization')).toBe('Bearer a.b.c');
    const report = requests.find((request) => request.path === '/submissions/suggestion/SG-7K3M9QX2VD/delivery')!;
    expect(report.headers.get('authorization')).toBe(`Bearer ${DELIVERY_TOKEN}`);
    expect(JSON.parse(journal.text!)).toEqual({
      name: 'Jordan',
      topic: 'Sonos',
      topictitle: 'Regrouping after an update',
      comment: 'Add the regrouping steps.',
      url1: 'https://support.sonos.com/',
      url2: '',
      url3: '',
    });
    const emails = requests.filter((request) => request.path === '/api/v1.0/email/send');
    expect(emails).toHaveLength(1);
    expect(JSON.parse(emails[0]!.text!)).toMatchObject({
      service_id: 'service_test',
      template_id: 'template_suggestion',
      template_params: { name: 'Jordan', topic: 'Sonos', case_id: 'SG-7K3M9QX2VD' },
    });

    expect(await screen.findByText('Your suggestion is sent')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/kh/suggestion');
    expect(screen.getByText('Your suggestion is sent')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(screen.getByRole('heading', { name: 'Confirmation for SG-7K3M9QX2VD' })).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('asks the technician to wait, with the phone number, when the worker limits the sends', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    network({ journal: () => json({ error: 'There have been too many suggestion submissions from your connection; please wait and send again', retryAfterSeconds: 540 }, 429) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Not sent yet: please wait 9 minutes, then send it again. What you typed is still here. If you cannot wait, call us at (608) 555-0142.'));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Jordan');
  });

  it('gives up on a journal that never answers after its deadline: the spec message, with what was typed kept', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const services = network({ journal: hangs as Answer });
    const user = userEvent.setup();
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await fillIn(user);
    await expectAlertAtDeadline(
      WORKER_DEADLINES_MS.submission,
      () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })),
      alertMock,
      'there was an error submitting your request. please re-load the page and try-again.',
    );
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Jordan');
    expect(router.state.location.pathname).toBe('/kh/suggestion');
    expect(services.emails()).toEqual([]);
  });

  it('alerts when the email cannot be sent and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    network({ emailStatus: 500 });
    const user = userEvent.setup();
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('there was an error submitting your request. please re-load the page and try-again.'),
    );
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Jordan');
    expect(router.state.location.pathname).toBe('/kh/suggestion');
  });

  it('sends the visitor back to the keypad, forgetting the unlock, when the worker refuses the token', async () => {
    const { requests } = network({ journal: () => json({ error: 'A valid unlock token is required' }, 401) });
    const user = userEvent.setup();
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh/suggestion');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
    expect(requests.filter((request) => request.path === '/api/v1.0/email/send')).toEqual([]);
    expect(alertMock).not.toHaveBeenCalled();
  });
});
