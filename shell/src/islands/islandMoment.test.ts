// When an island's code is asked for: each way calls start once, at its moment, and not
// after its cancel (the page was left).
import { atIslandMoment } from './islandMoment';

function island() {
  document.body.innerHTML = '<div data-island="x"><button type="button">Press</button></div>';
  return document.querySelector<HTMLElement>('[data-island]')!;
}

const browsersObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = browsersObserver;
});

describe('atIslandMoment', () => {
  it('now: at once, in a microtask', async () => {
    const start = jest.fn();
    atIslandMoment('now', island(), start);
    expect(start).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('interaction: on the first press, focus or key inside the island, once', () => {
    const element = island();
    const start = jest.fn();
    atIslandMoment('interaction', element, start);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    element.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('idle: once the page has loaded and the browser is idle; never once cancelled', () => {
    jest.useFakeTimers();
    try {
      const element = island();
      const start = jest.fn();
      const cancelled = jest.fn();
      atIslandMoment('idle', element, start);
      const cancel = atIslandMoment('idle', element, cancelled);
      cancel();
      jest.advanceTimersByTime(5_000);
      expect(start).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('visible: once any of its children nears the screen, watched through its children (the wrapper has no box)', () => {
    const observed: Element[] = [];
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = jest.fn();
    window.IntersectionObserver = jest.fn((callback: (entries: Array<{ isIntersecting: boolean }>) => void) => {
      notify = callback;
      return { observe: (element: Element) => observed.push(element), disconnect };
    }) as unknown as typeof IntersectionObserver;
    const element = island();
    const start = jest.fn();
    atIslandMoment('visible', element, start);
    expect(observed).toEqual([element.querySelector('button')]);
    notify([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });
});
