import { screen } from '@testing-library/react';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes, { preload } from '../routes';
import { storeUnlock, UNLOCK_STORAGE_KEY } from './unlockStore';

const GUARDED = ['/verify/trust/nav', '/kh', '/kh/urcremotes', '/kh/sonos', '/kh/shop', '/kh/no-such-topic', '/kh/suggestion', '/KH/Sonos'];

beforeEach(() => localStorage.clear());

describe('the unlock guard', () => {
  it.each(GUARDED)('sends a visitor without an unlock from %s to the keypad, replacing the history entry', async (path) => {
    const { router } = renderRoutes(<StaffhubRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor whose unlock has expired to the keypad and forgets it', async () => {
    storeUnlock({ token: 'a.b.c', expiresAt: new Date(Date.now() - 1000).toISOString() });
    const { router } = renderRoutes(<StaffhubRoutes />, '/verify/trust/nav');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
  });

  it.each([
    'true',
    'null',
    'not json',
    JSON.stringify({ token: 'a.b.c' }),
    JSON.stringify({ token: '', expiresAt: '2099-01-01T00:00:00.000Z' }),
    JSON.stringify({ token: 'a.b.c', expiresAt: 'next year' }),
  ])(
    'treats the stored value %s as no unlock',
    async (stored) => {
      localStorage.setItem(UNLOCK_STORAGE_KEY, stored);
      const { router } = renderRoutes(<StaffhubRoutes />, '/kh');
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/verify/trust');
    },
  );

  it('shows the trust nav to an unlocked visitor, with the knowledge base and the Getting Started forms', async () => {
    storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
    await preload('/verify/trust/nav');
    renderRoutes(<StaffhubRoutes />, '/verify/trust/nav');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/kh');
    expect(screen.getByRole('link', { name: 'Getting Started Forms' })).toHaveAttribute('href', '/gettingstarted');
  });

  it('lets an unlocked visitor into the hub', async () => {
    storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
    fakeWorker({ 'GET /hub/topics': () => json({ topics: [] }) });
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kh');
  });
});
