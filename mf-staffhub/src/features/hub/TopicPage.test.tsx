import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeUnlock, UNLOCK_STORAGE_KEY } from '../../access/unlockStore';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { TOPIC } from 'site-testing/hubFixtures';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes, { preload } from '../../routes';

beforeEach(async () => {
  localStorage.clear();
  storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
  await preload('/kh/sonos'); // the page's chunk, as the shell loads it ahead
});

afterEach(() => jest.useRealTimers());

const svg = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } });
const card = (title: string) => screen.getByRole('article', { name: title });

async function openTopic() {
  const worker = fakeWorker({ 'GET /hub/topics/sonos': () => json(TOPIC), 'GET /hub/images/*': svg });
  const view = renderRoutes(<StaffhubRoutes />, '/kh/sonos');
  await act(async () => jest.advanceTimersByTime(800));
  return { ...view, ...worker };
}

describe('a knowledge topic', () => {
  it('shows a spinner for 800 ms, then its section cards', async () => {
    jest.useFakeTimers();
    const { requests } = fakeWorker({ 'GET /hub/topics/sonos': () => json(TOPIC) });
    renderRoutes(<StaffhubRoutes />, '/kh/sonos');
    expect(screen.getByRole('heading', { level: 1, name: 'Sonos' })).toBeInTheDocument();
    expect(screen.getByText('Loading the Sonos guides')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(799));
    expect(screen.getByText('Loading the Sonos guides')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Loading the Sonos guides')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Accounts',
      'Which app',
    ]);
    expect(within(card('Accounts')).getByText('Section 1')).toBeInTheDocument();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer a.b.c');
  });

  it('opens a clicked card with its content, and closes it with Close Section', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openTopic();
    const accounts = card('Accounts');
    expect(within(accounts).queryByRole('button', { name: 'Close Section' })).not.toBeInTheDocument();
    expect(within(accounts).queryByText('First paragraph.')).not.toBeInTheDocument();

    await user.click(within(accounts).getByText('Whose account the system lives in.'));
    expect(accounts).toHaveClass('expanded');
    expect(within(accounts).getByRole('button', { name: 'Accounts' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(accounts).getByText('First paragraph.')).toBeInTheDocument();

    await user.click(within(accounts).getByRole('button', { name: 'Close Section' }));
    expect(accounts).not.toHaveClass('expanded');
    expect(within(accounts).queryByText('First paragraph.')).not.toBeInTheDocument();
    expect(within(accounts).getByRole('button', { name: 'Accounts' })).toHaveFocus();
  });

  describe('scrolling', () => {
    let scrollIntoView: jest.SpyInstance;
    beforeEach(() => {
      scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    });
    // jsdom lays nothing out: the test says where the browser would have drawn the card.
    const cardTopInView = (top: number) =>
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 600, left: 0, right: 300, width: 300, height: 600, x: 0, y: top, toJSON: () => ({}) });

    it('brings an opened card to the top of the view', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openTopic();
      await user.click(within(card('Accounts')).getByText('Whose account the system lives in.'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(card('Accounts'));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    });

    it('closing a section read far down brings its card back into view, with the focus on its title', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openTopic();
      await user.click(within(card('Accounts')).getByRole('button', { name: 'Accounts' }));
      cardTopInView(-900);
      await user.click(within(card('Accounts')).getByRole('button', { name: 'Close Section' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
      expect(scrollIntoView.mock.contexts[1]).toBe(card('Accounts'));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
      expect(within(card('Accounts')).getByRole('button', { name: 'Accounts' })).toHaveFocus();
    });

    it('closing a section from its title, with the card in view, leaves the page where it is', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openTopic();
      const title = within(card('Accounts')).getByRole('button', { name: 'Accounts' });
      await user.click(title);
      cardTopInView(240);
      await user.click(title);
      expect(title).toHaveAttribute('aria-expanded', 'false');
      expect(within(card('Accounts')).queryByText('First paragraph.')).not.toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    });
  });

  it('opens one card at a time, and from the keyboard through its title', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openTopic();
    within(card('Accounts')).getByRole('button', { name: 'Accounts' }).focus();
    await user.keyboard('{Enter}');
    expect(card('Accounts')).toHaveClass('expanded');

    await user.click(within(card('Which app')).getByRole('button', { name: 'Which app' }));
    expect(card('Which app')).toHaveClass('expanded');
    expect(card('Accounts')).not.toHaveClass('expanded');
  });

  it('is the not-found page for a topic the hub does not have, without asking the worker', () => {
    const { fetchMock } = fakeWorker({});
    renderRoutes(<StaffhubRoutes />, '/kh/gardening');
    expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is the not-found page when the worker has no such topic', async () => {
    fakeWorker({ 'GET /hub/topics/qsys': () => json({ error: 'No such topic' }, 404) });
    renderRoutes(<StaffhubRoutes />, '/kh/qsys');
    expect(await screen.findByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
  });

  it('forgets a refused unlock and returns to the keypad, replacing the history entry', async () => {
    fakeWorker({ 'GET /hub/topics/sonos': () => json({ error: 'A valid unlock token is required' }, 401) });
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh/sonos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
  });

  it('offers to try again when the worker cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fakeWorker({ 'GET /hub/topics/sonos': () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(TOPIC)) });
    renderRoutes(<StaffhubRoutes />, '/kh/sonos');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The knowledge hub could not be loaded. Check your connection and try again.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Accounts' })).toBeInTheDocument();
  });
});
