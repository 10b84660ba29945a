import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { currentPlace, renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../routes';
import { useOfficeSession } from './officeSessionStore';
import { SESSION, TICKET } from './officeTestData';

const { fields: _fields, ...summary } = TICKET;

beforeEach(() => act(() => useOfficeSession.getState().signedOut()));

describe('the office', () => {
  it('sends a person without a session to sign in, remembering where they were', async () => {
    fakeWorker({ [`GET ${ENDPOINTS.officeSession}`]: () => json({ error: 'Sign in' }, 401) });
    renderRoutes(<StaffhubRoutes />, '/office/payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Office sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(currentPlace()).toMatchObject({ pathname: '/office/sign-in', state: { from: '/office/payments' } });
  });

  it('tells a revoked person, sent to sign in, that their access was revoked', async () => {
    fakeWorker({ [`GET ${ENDPOINTS.officeSession}`]: () => json({ error: 'Your office access was revoked' }, 403) });
    renderRoutes(<StaffhubRoutes />, '/office');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your office access has been revoked. Ask the office admin for a new invitation.');
    expect(screen.getByRole('heading', { level: 1, name: 'Office sign-in' })).toBeInTheDocument();
  });

  it('frames its pages with who is signed in, its nav and Sign out, and lists follow-ups with the unconfirmed ones marked in words', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUps}`]: () => json({ items: [summary] }),
    });
    renderRoutes(<StaffhubRoutes />, '/office');
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow-ups' })).toBeInTheDocument();
    expect(screen.getByText('Jamie Lee')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Office' });
    expect(nav).toHaveTextContent('Follow-upsConsultationsPaymentsSite health');
    expect(screen.getByRole('link', { name: 'Follow-ups' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'SP-004217' })).closest('tr')!;
    expect(row).toHaveTextContent('Email not confirmed: sending failed');
    expect(row).toHaveTextContent('Not handled yet');
    expect(screen.getByRole('status')).toHaveTextContent('1 follow-up, 1 not confirmed.');
  });

  it('lists a consultation booked online among the follow-ups, its case linking to its page', async () => {
    const booking = { ...summary, form: 'booking', caseId: 'BK-7K3M9QX2VD', delivery: 'delivered' } as const;
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUps}`]: () => json({ items: [booking] }),
    });
    renderRoutes(<StaffhubRoutes />, '/office');
    const link = await screen.findByRole('link', { name: 'BK-7K3M9QX2VD' });
    expect(link).toHaveAttribute('href', '/office/follow-ups/booking/BK-7K3M9QX2VD');
    expect([...link.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent).slice(1)).toEqual([
      'Consultation',
      'Robin Fields',
      'robin@example.com608-555-0142',
      'Email confirmed',
      'Not handled yet',
    ]);
  });

  it('searches by what is typed, keeping the query in the address', async () => {
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUps}`]: () => json({ items: [] }),
    });
    renderRoutes(<StaffhubRoutes />, '/office');
    await userEvent.type(await screen.findByLabelText('Search by case id, name, email or phone'), 'SP-004217{Enter}');
    expect(await screen.findByText('Nothing matches “SP-004217”.')).toBeInTheDocument();
    expect(currentPlace().search).toBe('?q=SP-004217');
    expect(requests.map((request) => request.url).filter((url) => url.includes('q='))).toEqual([expect.stringContaining('/office/follow-ups?q=SP-004217')]);
  });

  it('says when the worker searched only the newest follow-ups, and not when it searched them all', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUps}`]: (request) =>
        new URL(request.url).searchParams.get('q') === 'Okafor' ? json({ items: [], searchedNewest: 5000 }) : json({ items: [summary] }),
    });
    renderRoutes(<StaffhubRoutes />, '/office?q=Lee');
    expect((await screen.findByText(/^1 follow-up matching/)).textContent).toBe('1 follow-up matching “Lee”, 1 not confirmed.');

    const search = screen.getByLabelText('Search by case id, name, email or phone');
    await userEvent.clear(search);
    await userEvent.type(search, 'Okafor{Enter}');
    expect((await screen.findByText(/^Nothing matches “Okafor”/)).textContent).toBe(
      'Nothing matches “Okafor”. Only the newest 5,000 follow-ups were searched: an older one may match too.',
    );
  });

  it('marks a follow-up handled with a note and shows by whom', async () => {
    const { requests } = fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUp}`]: () => json(TICKET),
      [`POST ${ENDPOINTS.officeFollowUpHandled}`]: () => json({ ...TICKET, handled: { by: 'Jamie Lee', at: '2026-11-27T15:00:00.000Z', note: 'Called back' } }),
    });
    renderRoutes(<StaffhubRoutes />, '/office/follow-ups/ticket/SP-004217');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support ticket SP-004217' })).toBeInTheDocument();
    expect(screen.getByText('The projector will not turn on.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note'), 'Called back');
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText(/^Handled by Jamie Lee, /)).toBeInTheDocument();
    expect(screen.getByText('Note: Called back')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ note: 'Called back' });
  });

  it('says so when the person was revoked and the worker refuses the next action', async () => {
    fakeWorker({
      [`GET ${ENDPOINTS.officeSession}`]: () => json(SESSION),
      [`GET ${ENDPOINTS.officeFollowUp}`]: () => json(TICKET),
      [`POST ${ENDPOINTS.officeFollowUpHandled}`]: () => json({ error: 'Revoked' }, 403),
    });
    renderRoutes(<StaffhubRoutes />, '/office/follow-ups/ticket/SP-004217');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Your office access has been revoked, so nothing more can be read or changed here. Ask the office admin for a new invitation.',
      'Not marked handled: the office refused your session.',
    ]);
  });
});
