import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from 'contract/company/company';
import { LEAVE_WARNING } from 'shared-ui/hooks/useWarnBeforeLeaving';
import { VALID_BODIES } from 'contract/testing/validBodies';
import { WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { fakeWorker, hangs, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import { expectAlertAtDeadline } from 'site-testing/timers';
import GuidesRoutes from '../../routes';

const LAN = VALID_BODIES.lan;

const PASSCODE_MESSAGE =
  'Password must be 8-32 characters in length, and include at least one (1) number AND capital letter';

/** The worker and the email service, answering as they do; the lan journal issues LN-7K2M9Q4R8T. */
const fakeNetwork = () => fakeWorker({}, { caseId: 'LN-7K2M9Q4R8T' });

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillMain() {
  await userEvent.type(textbox('First name'), LAN.firstName);
  await userEvent.type(textbox('Last name'), LAN.lastName);
  await userEvent.type(textbox('Phone'), LAN.phone);
  await userEvent.type(textbox('Email'), LAN.email);
  await userEvent.type(textbox('Wi-Fi network name'), LAN.NetworkName);
  await userEvent.type(textbox('Wi-Fi password'), LAN.passcode);
}

/** Opens the form (its code loads on demand), under the nav bar, and waits until it is there. */
async function openForm() {
  const view = renderRoutes(<GuidesRoutes />, '/gettingstarted/lan', { navBar: true });
  await screen.findByRole('heading', { level: 1, name: 'Network Personalization' });
  return view;
}

const guestBox = () => screen.getByRole('checkbox', { name: /guest network/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const summaryItems = async () => {
  const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting' });
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

let alert: jest.SpyInstance;
let confirm: jest.SpyInstance<boolean, [string?]>;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the network personalization page', () => {
  it('leads back to Getting Started and has, beside the form, what happens next and our phone, like the other forms (#43)', async () => {
    fakeNetwork();
    await openForm();
    expect(screen.getByRole('link', { name: 'Back to Getting Started' })).toHaveAttribute('href', '/gettingstarted');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'About your network form' });
    expect(within(side).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(side).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Our team receives your choices as soon as you send the form.',
      'Our technicians set up your Wi-Fi with the name and password you chose before you move in.',
      'If anything is unclear, we call or email you to ask.',
    ]);
    expect(within(side).getByRole('link', { name: company.phone.display })).toHaveAttribute('href', company.phone.href);
  });
});

describe('the network personalization form', () => {
  it('lists every problem under the spec heading, in the form order', async () => {
    const network = fakeNetwork();
    await openForm();
    await submit();
    expect(await summaryItems()).toEqual([
      'Please enter your first name',
      'Please enter your family name',
      'Please enter valid phone number',
      'Please enter a valid email address',
      'Please enter a network name',
      PASSCODE_MESSAGE,
    ]);
    expect(network.requests.filter((call) => call.url.includes('/submissions'))).toEqual([]);
  });

  it('refuses a 7-character password and takes an 8-character one', async () => {
    fakeNetwork();
    await openForm();
    await fillMain();
    await userEvent.clear(textbox('Wi-Fi password'));
    await userEvent.type(textbox('Wi-Fi password'), 'Abcde12');
    await submit();
    expect(await summaryItems()).toEqual([PASSCODE_MESSAGE]);
    await userEvent.type(textbox('Wi-Fi password'), '3');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the guest fields only while the box is ticked, and checks them only then', async () => {
    fakeNetwork();
    await openForm();
    expect(screen.queryByRole('textbox', { name: /^Guest network name/ })).not.toBeInTheDocument();

    await fillMain();
    await userEvent.click(guestBox());
    expect(textbox('Guest network name')).toBeInTheDocument();
    expect(textbox('Guest Wi-Fi password')).toBeInTheDocument();
    await submit();
    expect(await summaryItems()).toEqual(['Please enter a guest network name', PASSCODE_MESSAGE]);

    await userEvent.click(guestBox());
    expect(screen.queryByRole('textbox', { name: /^Guest network name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('journals, sends one email and goes to /confirmation at once, without the unticked guest fields', async () => {
    const network = fakeNetwork();
    const { place } = await openForm();
    await fillMain();
    await userEvent.click(guestBox());
    await userEvent.type(textbox('Guest network name'), LAN.GuestNetworkName);
    await userEvent.click(guestBox());
    await submit();

    await waitFor(() => expect(place.pathname).toBe('/confirmation'));
    expect(place.state).toEqual({ caseId: 'LN-7K2M9Q4R8T' });
    const posted = network.requests.filter((call) => call.body);
    expect(posted.map((call) => call.url)).toEqual([
      'http://worker.test/submissions/lan',
      'http://email.test/api/v1.0/email/send',
      'http://worker.test/submissions/lan/LN-7K2M9Q4R8T/delivery',
    ]);
    // The phone as typed, (608)5550199, is sent as its ten digits, normalized.
    const values = { ...LAN, phone: '608-555-0199', guestCheck: false, GuestNetworkName: '', guestpasscode: '' };
    expect(posted[0]!.body).toEqual(values);
    expect(posted[1]!.body).toMatchObject({
      service_id: 'service_test',
      template_id: 'template_lan',
      user_id: 'public-key',
      template_params: { ...values, case_id: 'LN-7K2M9Q4R8T' },
    });
    expect(alert).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends the guest network when the box is ticked', async () => {
    const network = fakeNetwork();
    const { place } = await openForm();
    await fillMain();
    await userEvent.click(guestBox());
    await userEvent.type(textbox('Guest network name'), LAN.GuestNetworkName);
    await userEvent.type(textbox('Guest Wi-Fi password'), LAN.guestpasscode);
    await submit();
    await waitFor(() => expect(place.pathname).toBe('/confirmation'));
    expect(network.requests.find((call) => call.url.endsWith('/submissions/lan'))?.body).toMatchObject({
      guestCheck: true,
      GuestNetworkName: LAN.GuestNetworkName,
      guestpasscode: LAN.guestpasscode,
    });
  });

  it('asks the visitor to wait, with the phone number, when the worker limits the sends', async () => {
    fakeWorker({ 'POST /submissions/:form': () => json({ error: 'There have been too many lan submissions from your connection; please wait and send again', retryAfterSeconds: 540 }, 429) });
    const { place } = await openForm();
    await fillMain();
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Not sent yet: please wait 9 minutes, then send it again. What you typed is still here. If you cannot wait, call us at (608) 555-0142.'));
    expect(place.pathname).toBe('/gettingstarted/lan');
    expect(textbox('First name')).toHaveValue(LAN.firstName);
  });

  it('gives up on a journal that never answers after its deadline: the spec message, with the input kept', async () => {
    const network = fakeWorker({ 'POST /submissions/:form': hangs }, { caseId: 'LN-7K2M9Q4R8T' });
    const { place } = await openForm();
    await fillMain();
    await expectAlertAtDeadline(
      WORKER_DEADLINES_MS.submission,
      () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })),
      alert,
      'there was an error submitting your application. check internet connection.',
    );
    expect(place.pathname).toBe('/gettingstarted/lan');
    expect(textbox('Wi-Fi password')).toHaveValue(LAN.passcode);
    expect(network.emails()).toEqual([]);
  });

  it('alerts the spec message and keeps the input when sending fails, and a retry does not journal twice', async () => {
    const network = fakeNetwork();
    network.setEmailStatus(503);
    const { place } = await openForm();
    await fillMain();
    await submit();

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('there was an error submitting your application. check internet connection.'),
    );
    expect(place.pathname).toBe('/gettingstarted/lan');
    expect(textbox('First name')).toHaveValue(LAN.firstName);
    expect(textbox('Wi-Fi password')).toHaveValue(LAN.passcode);

    network.setEmailStatus(200);
    await submit();
    await waitFor(() => expect(place.pathname).toBe('/confirmation'));
    expect(network.requests.filter((call) => call.url === 'http://worker.test/submissions/lan')).toHaveLength(1);
  });

  it('fetches the email configuration again on submit when it could not be fetched on arrival', async () => {
    const network = fakeNetwork();
    network.setConfigDown(true);
    const { place } = await openForm();
    await waitFor(() => expect(network.requests.map((call) => call.url)).toContain('http://worker.test/config/email'));
    network.setConfigDown(false);
    await fillMain();
    await submit();
    await waitFor(() => expect(place.pathname).toBe('/confirmation'));
    expect(network.requests.filter((call) => call.url.endsWith('/config/email'))).toHaveLength(2);
    expect(alert).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm leaving once something is typed', async () => {
    fakeNetwork();
    await openForm();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await userEvent.type(textbox('First name'), 'S');
    expect(leave()).toBe(true);
    await userEvent.clear(textbox('First name'));
    expect(leave()).toBe(false);
  });
});

describe('leaving the network personalization form by a link', () => {
  const services = () => screen.getByRole('link', { name: 'Leave' });

  it('asks once something is typed, and stays with the input when the visitor refuses', async () => {
    fakeNetwork();
    const { place } = await openForm();
    await userEvent.type(textbox('First name'), LAN.firstName);
    await userEvent.click(services());
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(place.pathname).toBe('/gettingstarted/lan');
    expect(textbox('First name')).toHaveValue(LAN.firstName);
  });

  it('goes when the visitor accepts', async () => {
    fakeNetwork();
    const { place } = await openForm();
    await userEvent.type(textbox('First name'), LAN.firstName);
    confirm.mockReturnValue(true);
    await userEvent.click(services());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(place.pathname).toBe('/elsewhere');
  });

  it('does not ask before anything is typed', async () => {
    fakeNetwork();
    const { place } = await openForm();
    await userEvent.click(services());
    expect(confirm).not.toHaveBeenCalled();
    expect(place.pathname).toBe('/elsewhere');
  });

  it('does not ask for a click with a modifier key, which keeps the form open in this tab', async () => {
    fakeNetwork();
    const { place } = await openForm();
    await userEvent.type(textbox('First name'), LAN.firstName);
    // Not cancelled by anyone: the browser opens the link in another tab or window.
    expect(fireEvent.click(services(), { ctrlKey: true })).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(place.pathname).toBe('/gettingstarted/lan');
  });
});
