import { afterFirstPaint, FIRST_PAINT_CAP_MS } from './afterFirstPaint';

let painted = false;

const observerReading = (supportedEntryTypes: string[]) =>
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: Object.assign(function PerformanceObserver() {}, { supportedEntryTypes }) });

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  painted = false;
  // A browser with paint timing, whose first paint is reported when the test says so.
  observerReading(['paint']);
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []),
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as Partial<Performance>).getEntriesByName;
});

describe('afterFirstPaint', () => {
  it('waits, frame after frame, until the first paint is reported', () => {
    const run = jest.fn();
    afterFirstPaint(run);
    jest.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
    painted = true;
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_CAP_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the cap when no paint is reported', () => {
    const run = jest.fn();
    afterFirstPaint(run);
    jest.advanceTimersByTime(FIRST_PAINT_CAP_MS - 20);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs in a task of its own when the page has painted already', () => {
    painted = true;
    const run = jest.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('takes the first frame for the first paint in a browser without paint timing', () => {
    observerReading([]);
    const run = jest.fn();
    afterFirstPaint(run);
    jest.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the page is left)', () => {
    const run = jest.fn();
    const cancel = afterFirstPaint(run);
    cancel();
    painted = true;
    jest.advanceTimersByTime(FIRST_PAINT_CAP_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
