import { act, screen, within } from '@testing-library/react';
import { fakeServices } from '../customer-request/fakeServices';
import { reloadPage } from '../customer-request/reloadPage';
import { fillRequest, labelled, renderRequestPage, type RequestAnswers } from '../customer-request/renderRequestPage';
import { leadKind } from './leadKind';
import { OpportunityPage } from './OpportunityPage';

jest.mock('../customer-request/reloadPage');

const { labels } = leadKind;

const project: RequestAnswers = {
  name: 'Maria Gomez',
  email: 'maria@gomezdental.example',
  phone: '608 555 0177',
  address: '400 State Street, Madison',
  category: 'New Construction',
  description: 'Audio and video for a new four-room clinic.',
};

async function openForm(services = fakeServices()) {
  const view = renderRequestPage('/opportunity', <OpportunityPage />);
  await screen.findByRole('form', { name: labels.form });
  return { ...view, services };
}

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

// Each test types a whole form key by key; on a busy CI machine that can take seconds.
jest.setTimeout(20_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the sales lead page', () => {
  it('offers the four project types, with no extra ones for a commercial project', async () => {
    const { user } = await openForm();
    const types = () =>
      within(screen.getByLabelText(labelled(labels.category)))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const expected = ['Choose one', 'New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase'];
    expect(types()).toEqual(expected);
    await user.click(screen.getByRole('checkbox', { name: labels.commercial }));
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(types()).toEqual(expected);
  });

  it('lists the spec messages of a lead when sent empty', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please enter your name',
      'Please enter your email',
      'Please enter your phone number',
      'Please enter your address',
      'Please select the type of project you are interested in',
      'Please describe your project before submitting',
    ]);
  });

  it('sends a residential lead to the residential team and goes to /confirmation at once', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    const [journaled] = services.journaled();
    expect(journaled!.UUID).toMatch(/^LD-\d{6}$/);
    expect(services.emails().map((email) => email.template)).toEqual(['template_leadReceipt', 'template_leadResidential']);
    expect(screen.getByRole('heading', { name: `Confirmation for ${journaled!.UUID}` })).toBeInTheDocument();
  });

  it('sends a commercial lead, with its business name, to the commercial team', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, { ...project, commercial: true, businessName: 'Gomez Dental', purchase: 'No' });
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    const [receipt, staff] = services.emails();
    expect(receipt).toEqual({
      template: 'template_leadReceipt',
      params: {
        to_name: 'Maria Gomez',
        to_email: 'maria@gomezdental.example',
        case_id: services.journaled()[0]!.UUID,
        category: 'New Construction',
      },
    });
    expect(staff).toEqual({
      template: 'template_leadCommercial',
      params: expect.objectContaining({ businessName: 'Gomez Dental', purchaseDomain: 'No', customer_type: 'Commercial' }),
    });
    expect(screen.getByRole('heading', { name: /^Confirmation for LD-/ })).toBeInTheDocument();
  });

  it('does not take a visitor who left while it was sending to /confirmation', async () => {
    const { user, services } = await openForm(fakeServices({ holdJournal: true }));
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    services.release();
    await settle();
    expect(services.emails()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Confirmation/ })).not.toBeInTheDocument();
  });

  it('shows the lead failure message and keeps the input when the worker cannot journal it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, services } = await openForm(fakeServices({ journalDown: true }));
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(
      await screen.findByText('We are experiencing issues at this time. Please try submitting your form again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(project.description);
    expect(services.emails()).toEqual([]);
  });

  it("says 'there was an error loading this page' and reloads after 5 s when the configuration cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeServices({ configDown: true });
    renderRequestPage('/opportunity', <OpportunityPage />);
    expect(await screen.findByText('there was an error loading this page')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
