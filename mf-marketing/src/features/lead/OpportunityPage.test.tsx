import { act, screen, within } from '@testing-library/react';
import { fakeWorker } from 'site-testing/fakeWorker';
import { fakeTimerUser, fillRequest, labelled, type RequestAnswers } from 'site-testing/forms';
import { renderRoutes } from 'site-testing/renderRoutes';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { leadKind } from './leadKind';
import { OpportunityPage } from './OpportunityPage';

jest.mock('shared-ui/routing/pageLoads');

const { labels } = leadKind;

const project: RequestAnswers = {
  name: 'Maria Gomez',
  email: 'maria@gomezdental.example',
  phone: '608 555 0177',
  address: '400 State Street, Madison',
  category: 'New Construction',
  description: 'Audio and video for a new four-room clinic.',
};

/** The page beside the shell's /confirmation, under a nav bar with a link to leave by. */
const renderPage = (address = '/opportunity') => ({
  user: fakeTimerUser(),
  ...renderRoutes(<OpportunityPage />, address, { path: '/opportunity', navBar: true, home: false }),
});

/** The case id the fake worker makes for every lead. */
const CASE_ID = 'LD-090001';

async function openForm(services = fakeWorker({}, { caseId: CASE_ID }), address?: string) {
  const view = renderPage(address);
  await screen.findByRole('form', { name: labels.form });
  return { ...view, services };
}

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

// Each test types a whole form key by key; on a busy CI machine that can take seconds.
jest.setTimeout(20_000);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the sales lead page', () => {
  it('names the page, its heading and its button one way: a quote', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a quote' })).toHaveAttribute('type', 'submit');
  });

  it('draws its submit navy filled, as every form does: amber is the way to the quote, not the form (#43 review)', async () => {
    await openForm();
    expect(screen.getByRole('button', { name: 'Get a quote' })).toHaveClass('button', 'primary');
  });

  it('asks when as a choice, starting at Not sure yet', async () => {
    await openForm();
    const when = screen.getByLabelText(labels.date);
    expect(within(when).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not sure yet',
      'As soon as possible',
      'In 1-3 months',
      'In 3-6 months',
      'Just exploring',
    ]);
    expect(when).toHaveValue('');
  });

  it('offers the four project types, with no extra ones for a commercial project', async () => {
    const { user } = await openForm();
    const types = () =>
      within(screen.getByLabelText(labelled(labels.category)))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const expected = ['Not sure yet', 'New Construction', 'Retrofitting', 'Remodeling', 'Product Purchase'];
    expect(types()).toEqual(expected);
    await user.click(screen.getByRole('checkbox', { name: labels.commercial }));
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(types()).toEqual(expected);
  });

  it('asks only for what the sales team needs to call back when sent empty, at the top of the form', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const summary = await screen.findByRole('alert', { name: 'Please resolve the following errors before submitting' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Please enter your name',
      'Please enter your email',
      'Please enter your phone number',
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(labelled('Address'))).not.toBeRequired();
  });

  it('sends a lead with only a name, an email and a phone number', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, { name: project.name, email: project.email, phone: project.phone });
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    expect(services.journaled()[0]).toMatchObject({ name: 'Maria Gomez', address: '', category: '', description: '', date: '' });
    expect(screen.getByRole('heading', { name: `Confirmation for ${CASE_ID}` })).toBeInTheDocument();
  });

  it('sends a residential lead to the residential team and goes to /confirmation at once', async () => {
    const { user, services } = await openForm();
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    const [journaled] = services.journaled();
    expect(journaled).toMatchObject({ name: 'Maria Gomez', website: '', filledInMs: expect.any(Number) });
    expect(journaled).not.toHaveProperty('UUID');
    expect(services.emails().map((email) => [email.template, email.params.case_id])).toEqual([
      ['template_leadReceipt', CASE_ID],
      ['template_leadResidential', CASE_ID],
    ]);
    expect(screen.getByRole('heading', { name: `Confirmation for ${CASE_ID}` })).toBeInTheDocument();
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
        case_id: CASE_ID,
        category: 'New Construction',
        interest: '',
      },
    });
    expect(staff).toEqual({
      template: 'template_leadCommercial',
      params: expect.objectContaining({ businessName: 'Gomez Dental', purchaseDomain: 'No', customer_type: 'Commercial' }),
    });
    expect(screen.getByRole('heading', { name: /^Confirmation for LD-/ })).toBeInTheDocument();
  });

  it('does not take a visitor who left while it was sending to /confirmation', async () => {
    const { user, services } = await openForm(fakeWorker({}, { caseId: CASE_ID, holdJournal: true }));
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    // The form holds what was typed until it is sent: leaving asks first, and the visitor says yes.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    services.release();
    await settle();
    expect(services.emails()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Confirmation/ })).not.toBeInTheDocument();
  });

  it('shows the lead failure message and keeps the input when the worker cannot journal it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, services } = await openForm(fakeWorker({}, { journalDown: true }));
    await fillRequest(user, labels, project);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(
      await screen.findByText('We are experiencing issues at this time. Please try submitting your form again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(labelled(labels.description))).toHaveValue(project.description);
    expect(services.emails()).toEqual([]);
  });

  it("says 'there was an error loading this page' above the form and reloads after 5 s when the configuration cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({}, { configDown: true });
    renderPage();
    expect(await screen.findByText('there was an error loading this page')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: labels.form })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('preselects the interest its address names, and both emails carry it in words', async () => {
    const { user, services } = await openForm(undefined, '/opportunity?interest=home-theater');
    const interest = screen.getByLabelText(labels.interest!);
    expect(within(interest).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not sure yet',
      'Home theater',
      'Whole-home audio and video',
      'Automation and control',
      'Smart lighting and shades',
      'Networking and Wi-Fi',
      'Audio and video for a business',
    ]);
    expect(interest).toHaveValue('home-theater');
    await fillRequest(user, labels, project);
    await user.selectOptions(screen.getByLabelText(labels.date), 'In 1-3 months');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await settle();
    expect(services.journaled()[0]).toMatchObject({ interest: 'home-theater', date: 'In 1-3 months' });
    expect(services.emails().map((email) => email.params.interest)).toEqual(['Home theater', 'Home theater']);
    expect(services.emails()[1]!.params.date).toBe('In 1-3 months');
  });

  it('starts at Not sure yet when the address names no interest it knows', async () => {
    await openForm(undefined, '/opportunity?interest=spaceship');
    expect(screen.getByLabelText(labels.interest!)).toHaveValue('');
  });
});
