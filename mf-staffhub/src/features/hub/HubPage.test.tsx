import { screen, within } from '@testing-library/react';
import { storeUnlock, UNLOCK_STORAGE_KEY } from '../../access/unlockStore';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { TOPIC_LIST } from 'site-testing/hubFixtures';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../../routes';

beforeEach(() => {
  localStorage.clear();
  storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
});

describe('the knowledge hub', () => {
  it('lists the topics the worker serves, each linking to its page, and links to the suggestion form', async () => {
    const { requests } = fakeWorker({ 'GET /hub/topics': () => json(TOPIC_LIST) });
    renderRoutes(<StaffhubRoutes />, '/kh');
    const topics = await screen.findByRole('list', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'URC Remotes' })).toHaveAttribute('href', '/kh/urcremotes');
    expect(within(topics).getByRole('link', { name: 'Sonos' })).toHaveAttribute('href', '/kh/sonos');
    expect(within(topics).getByText('11 sections')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suggest a change' })).toHaveAttribute('href', '/kh/suggestion');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer a.b.c');
  });

  it('forgets a refused unlock and returns to the keypad', async () => {
    fakeWorker({ 'GET /hub/topics': () => json({ error: 'A valid unlock token is required' }, 401) });
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
  });
});
