import { screen } from '@testing-library/react';
import { fakeWorker } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes, { preload } from './routes';

describe('mf-staffhub routes', () => {
  it.each(['/verify/trust/nope', '/kh/suggestion/nope'])('shows the not-found page for %s', (path) => {
    renderRoutes(<StaffhubRoutes />, path);
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('asks the worker for nothing ahead of a guarded page without an unlock, and shows the keypad the visitor is sent to', async () => {
    localStorage.clear();
    const { requests } = fakeWorker({});
    await preload('/kh');
    expect(requests).toEqual([]);
    renderRoutes(<StaffhubRoutes />, '/kh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
  });
});
