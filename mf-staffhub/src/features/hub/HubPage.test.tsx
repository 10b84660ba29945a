import { act, screen, within } from '@testing-library/react';
import { storeUnlock, UNLOCK_STORAGE_KEY } from '../../access/unlockStore';
import { fakeWorker, json } from 'site-testing/fakeWorker';
import { TOPIC_LIST } from 'site-testing/hubFixtures';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes, { preload } from '../../routes';
import { forgetTopicList } from './api/topicListRequest';

beforeEach(() => {
  localStorage.clear();
  forgetTopicList();
  storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
});

const topicLinks = async () => within(await screen.findByRole('list', { name: 'Topics' })).getAllByRole('link');

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

  it('takes over the topics request the preload started with its code: one request, not two', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = fakeWorker({ 'GET /hub/topics': () => new Promise<Response>((resolve) => (answer = resolve)) });
    // As the shell does before it mounts the remote on /kh.
    await preload('/kh');
    expect(requests.map((request) => request.route)).toEqual(['GET /hub/topics']);

    renderRoutes(<StaffhubRoutes />, '/kh');
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(screen.getByText('Loading the topics')).toBeInTheDocument();
    await act(async () => answer(json(TOPIC_LIST)));
    expect((await topicLinks()).length).toBe(TOPIC_LIST.topics.length);
    expect(requests).toHaveLength(1);
  });

  it('does not hold the page back for the worker: the preload settles before the answer', async () => {
    fakeWorker({ 'GET /hub/topics': () => new Promise<Response>(() => {}) });
    await expect(preload('/kh')).resolves.toBeUndefined();
  });

  it('keeps the list for the unlock it was asked with, and asks anew for another unlock', async () => {
    const { requests } = fakeWorker({ 'GET /hub/topics': () => json(TOPIC_LIST) });
    const first = renderRoutes(<StaffhubRoutes />, '/kh');
    await topicLinks();
    first.unmount();
    renderRoutes(<StaffhubRoutes />, '/kh').unmount();
    expect(requests).toHaveLength(1);

    storeUnlock({ token: 'd.e.f', expiresAt: '2099-01-01T00:00:00.000Z' });
    renderRoutes(<StaffhubRoutes />, '/kh');
    await topicLinks();
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer a.b.c', 'Bearer d.e.f']);
  });

  it('asks again on Try again after a failed request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let status = 500;
    const { requests } = fakeWorker({ 'GET /hub/topics': () => (status === 500 ? json({ error: 'down' }, 500) : json(TOPIC_LIST)) });
    renderRoutes(<StaffhubRoutes />, '/kh');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    status = 200;
    await act(async () => retry.click());
    expect((await topicLinks()).length).toBe(TOPIC_LIST.topics.length);
    expect(requests).toHaveLength(2);
  });

  it('forgets a refused unlock and returns to the keypad', async () => {
    fakeWorker({ 'GET /hub/topics': () => json({ error: 'A valid unlock token is required' }, 401) });
    const { router } = renderRoutes(<StaffhubRoutes />, '/kh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/trust');
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
  });
});
