import { act, screen, within } from '@testing-library/react';
import { fakeServices } from '../customer-request/fakeServices';
import { reloadPage } from '../customer-request/reloadPage';
import { fillRequest, labelled, renderRequestPage, type RequestAnswers } from '../customer-request/renderRequestPage';
import { NewTicketPage } from './NewTicketPage';
import { ticketKind } from './ticketKind';

jest.mock('../customer-request/reloadPage');

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

async function openForm(services = fakeServices()) {
  const view = renderRequestPage('/support/newTicket', <NewTicketPage />);
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
afterEach(() => jest.useRealTimers());

describe('the new ticket page', () => {
  it('fetches the email configuration when it opens, showing a spinner until the form is ready', async () => {
    const services = fakeServices();
    renderRequestPage('/support/newTicket', <NewTicketPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Open a support ticket' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
    expect(await screen.findByRole('form', { name: labels.form })).toBeInTheDocument();
    expect(services.calls.map((call) => call.url)).toEqual(['http://worker.test/config/email']);
  });

  it("says 'there was an error loading this page' and reloads after 5 s when the configuration cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeServices({ configDown: true });
    renderRequestPage('/support/newTicket', <NewTicketPage />);
    expect(await screen.findByText('there was an error loading this page')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload once the visitor has left the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeServices({ configDown: true });
    const { unmount } = renderRequestPage('/support/newTicket', <NewTicketPage />);
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

    expect(await screen.findByRole('status')).toHaveTextContent('Sending your ticket');
    await settle();
    const [journaled] = services.journaled();
    expect(journaled).toMatchObject({ name: 'Lee Chen', purchaseDomain: 'Yes', commercialCustomer: false, businessName: '' });
    expect(journaled!.UUID).toMatch(/^SP-\d{6}$/);
    expect(services.emails()).toEqual([
      {
        template: 'template_ticketReceipt',
        params: { to_name: 'Lee Chen', to_email: 'lee@example.com', case_id: journaled!.UUID, category: residential.category },
      },
      { template: 'template_ticketInternet', params: expect.objectContaining({ ...journaled, case_id: journaled!.UUID }) },
    ]);

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Sending your ticket');
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: `Confirmation for ${journaled!.UUID}` })).toBeInTheDocument();
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
    const { user, services } = await openForm(fakeServices({ emailStatus: 500 }));
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

  it('sends once on a double submit', async () => {
    const { user, services } = await openForm(fakeServices({ holdJournal: true }));
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
