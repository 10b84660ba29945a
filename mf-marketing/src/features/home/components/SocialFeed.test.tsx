import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { covers } from '../../../assets/generated/covers';
import type { RecentWork } from '../data/recentWork';
import { SocialFeed } from './SocialFeed';

const recentWork: readonly RecentWork[] = [
  { title: 'Home Theater', path: '/gallery/residentialgallerylist/991', picture: covers[991] },
  { title: 'Houses of Worship', path: '/gallery/commercialgallerylist/997', picture: covers[997] },
];
const props = { scriptUrl: 'https://feeds.example.com/widget.js', containerId: 'feed-here', timeoutMs: 10_000, recentWork };
const feedScript = () => document.querySelector<HTMLScriptElement>(`script[src="${props.scriptUrl}"]`);
const widgetBox = () => document.getElementById(props.containerId);

const INVITATION = 'Photos of our latest installs and news from the crew, as they happen: follow us on any of the networks above.';

const renderFeed = () =>
  render(
    <MemoryRouter>
      <SocialFeed {...props} />
    </MemoryRouter>,
  );

/** Recent work from the galleries, the invitation to follow us on the social pages above, and to the galleries, checked exactly. */
const expectFollowUs = () => {
  const recent = screen.getByRole('list', { name: 'Recent work from our galleries' });
  expect(within(recent).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home Theater', '/gallery/residentialgallerylist/991'],
    ['Houses of Worship', '/gallery/commercialgallerylist/997'],
  ]);
  expect(within(recent).getAllByRole('img')).toHaveLength(2);
  expect(screen.getByText(INVITATION)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'our photo galleries' })).toHaveAttribute('href', '/gallery');
};

// The browser's idle callback, run by the test when it decides the page is idle.
let runIdle: (() => void) | undefined;
const becomeIdle = () => act(() => runIdle!());

/** The widget's script draws its feed into the element it was given. */
const widgetDraws = async () => {
  await act(async () => {
    const post = document.createElement('article');
    post.textContent = 'New theater in Janesville';
    widgetBox()!.appendChild(post);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  runIdle = undefined;
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    runIdle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  window.cancelIdleCallback = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('SocialFeed', () => {
  it('serves the invitation and the links in the HTML, working before any script runs', () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter>
        <SocialFeed {...props} />
      </MemoryRouter>,
    );
    expectFollowUs();
    expect(widgetBox()).toBeEmptyDOMElement();
    document.body.innerHTML = '';
  });

  it('invites the visitor to follow us from the first paint, and adds the widget script, async, only once the page is idle', () => {
    renderFeed();
    expectFollowUs();
    expect(feedScript()).toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(feedScript()).toBeNull();
    becomeIdle();
    expect(feedScript()!.async).toBe(true);
    expect(widgetBox()).toBeInTheDocument();
  });

  it('keeps the links to our social pages when the script fails to load, and takes the widget away', () => {
    renderFeed();
    becomeIdle();
    act(() => {
      feedScript()!.dispatchEvent(new Event('error'));
    });
    expectFollowUs();
    expect(widgetBox()).toBeNull();
  });

  it('gives up on a widget that has drawn nothing when the time limit is up, even if its script loaded', () => {
    renderFeed();
    becomeIdle();
    act(() => {
      feedScript()!.dispatchEvent(new Event('load'));
    });
    act(() => jest.advanceTimersByTime(props.timeoutMs - 1));
    expect(widgetBox()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expectFollowUs();
    expect(widgetBox()).toBeNull();
  });

  it('gives the box to the widget once it draws, and keeps it there past the time limit', async () => {
    renderFeed();
    becomeIdle();
    await widgetDraws();
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(props.timeoutMs));
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
    expect(screen.getByText('New theater in Janesville')).toBeInTheDocument();
  });

  it('adds nothing when the visitor leaves before the page is idle', () => {
    const { unmount } = renderFeed();
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    expect(feedScript()).toBeNull();
  });

  it('removes its script and clears its timer when the visitor leaves the page', () => {
    const { unmount } = renderFeed();
    becomeIdle();
    expect(feedScript()).not.toBeNull();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(feedScript()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
