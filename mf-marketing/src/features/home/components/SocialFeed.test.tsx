import { act, render, screen } from '@testing-library/react';
import { SocialFeed } from './SocialFeed';

const props = { scriptUrl: 'https://feeds.example.com/widget.js', containerId: 'feed-here', timeoutMs: 10_000 };
const feedScript = () => document.querySelector<HTMLScriptElement>(`script[src="${props.scriptUrl}"]`);

// The browser's idle callback, run by the test when it decides the page is idle.
let runIdle: (() => void) | undefined;
const becomeIdle = () => act(() => runIdle!());

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
  it('adds the widget script only once the page is idle, async, and keeps its box while waiting', () => {
    render(<SocialFeed {...props} />);
    expect(feedScript()).toBeNull();
    expect(screen.getByText(/Loading our latest posts/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(feedScript()).toBeNull();
    becomeIdle();
    const script = feedScript();
    expect(script).not.toBeNull();
    expect(script!.async).toBe(true);
    expect(document.getElementById('feed-here')).toBeInTheDocument();
  });

  it('quietly shows a link to our social page when the script fails to load', () => {
    render(<SocialFeed {...props} />);
    becomeIdle();
    act(() => {
      feedScript()!.dispatchEvent(new Event('error'));
    });
    const link = screen.getByRole('link', { name: 'our Facebook page (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.facebook.com/rockriverav');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(/Loading our latest posts/)).not.toBeInTheDocument();
  });

  it('gives up on a script that neither loads nor fails within the time limit', () => {
    render(<SocialFeed {...props} />);
    becomeIdle();
    act(() => jest.advanceTimersByTime(props.timeoutMs - 1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: /our Facebook page/ })).toBeInTheDocument();
  });

  it('leaves the widget in place once its script has loaded', () => {
    render(<SocialFeed {...props} />);
    becomeIdle();
    act(() => {
      feedScript()!.dispatchEvent(new Event('load'));
    });
    act(() => jest.advanceTimersByTime(props.timeoutMs));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading our latest posts/)).not.toBeInTheDocument();
    expect(document.getElementById('feed-here')).toBeInTheDocument();
  });

  it('adds nothing when the visitor leaves before the page is idle', () => {
    const { unmount } = render(<SocialFeed {...props} />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    expect(feedScript()).toBeNull();
  });

  it('removes its script when the visitor leaves the page', () => {
    const { unmount } = render(<SocialFeed {...props} />);
    becomeIdle();
    expect(feedScript()).not.toBeNull();
    unmount();
    expect(feedScript()).toBeNull();
  });
});
